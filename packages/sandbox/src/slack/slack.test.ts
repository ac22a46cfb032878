import { ErrorCode, WebClient, type WebAPIPlatformError, type WebAPIRateLimitedError } from "@slack/web-api";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { RunningSandbox } from "../start";
import { startTestSandbox } from "../test/oauth-client";
import { allowSlackInstall } from "./oauth-routes";
import { SANDBOX_SLACK_CLIENT_ID, SANDBOX_SLACK_CLIENT_SECRET } from "./store";

let sandbox: RunningSandbox;
beforeAll(async () => void (sandbox = await startTestSandbox()));
afterAll(() => sandbox.close());
beforeEach(async () => void (await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" })));

const REDIRECT = "http://app.test/api/slack/callback";
const options = () => ({ slackApiUrl: `${sandbox.url}/api/`, rejectRateLimitedCalls: true, retryConfig: { retries: 0 } });
const arm = (faults: Record<string, number | boolean>) =>
  fetch(`${sandbox.url}/__sandbox/faults`, { method: "POST", body: JSON.stringify({ slack: faults }), headers: { "content-type": "application/json" } });

/** The install as the app does it: consent, then oauth.v2.access with the real SDK. Returns a bot client. */
async function install(scope = "chat:write,channels:read,groups:read") {
  const authorize = new URL(`${sandbox.url}/oauth/v2/authorize`);
  authorize.search = new URLSearchParams({ client_id: SANDBOX_SLACK_CLIENT_ID, scope, redirect_uri: REDIRECT, state: "s1" }).toString();
  const page = await fetch(authorize);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain("Sandbox Workspace");
  const redirect = await allowSlackInstall(authorize.href);
  expect(redirect.searchParams.get("state")).toBe("s1");
  const code = redirect.searchParams.get("code") ?? "";
  const access = await new WebClient(undefined, options()).oauth.v2.access({ client_id: SANDBOX_SLACK_CLIENT_ID, client_secret: SANDBOX_SLACK_CLIENT_SECRET, code, redirect_uri: REDIRECT });
  return { access, code, client: new WebClient(access.access_token, options()) };
}

const platformError = async (call: Promise<unknown>) => {
  const error = (await call.then(() => null, (e: unknown) => e)) as WebAPIPlatformError | null;
  expect(error?.code).toBe(ErrorCode.PlatformError);
  return error?.data.error;
};

describe("Slack OAuth v2", () => {
  it("issues a bot token once per code, for the redirect URI it was given", async () => {
    const { access, code } = await install();
    expect(access).toMatchObject({ ok: true, token_type: "bot", scope: "chat:write,channels:read,groups:read", team: { id: "T0SANDBOX1", name: "Sandbox Workspace" } });
    expect(access.access_token).toMatch(/^xoxb-/);
    const again = new WebClient(undefined, options()).oauth.v2.access({ client_id: SANDBOX_SLACK_CLIENT_ID, client_secret: SANDBOX_SLACK_CLIENT_SECRET, code, redirect_uri: REDIRECT });
    expect(await platformError(again)).toBe("invalid_code");
    const wrongSecret = new WebClient(undefined, options()).oauth.v2.access({ client_id: SANDBOX_SLACK_CLIENT_ID, client_secret: "nope", code: "x" });
    expect(await platformError(wrongSecret)).toBe("bad_client_secret");
  });

  it("auth.test answers for a live token; auth.revoke ends it (test=true does not)", async () => {
    const { client } = await install();
    expect(await client.auth.test()).toMatchObject({ ok: true, team_id: "T0SANDBOX1", user_id: "U0SANDBOXBOT" });
    expect(await client.auth.revoke({ test: true })).toMatchObject({ revoked: false });
    expect(await client.auth.revoke()).toMatchObject({ revoked: true });
    expect(await platformError(client.auth.test())).toBe("token_revoked");
    expect(await platformError(new WebClient("xoxb-made-up", options()).auth.test())).toBe("invalid_auth");
  });
});

describe("conversations.list", () => {
  it("pages with next_cursor until it is empty, shows private channels only to members, and checks scopes", async () => {
    const { client } = await install();
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await client.conversations.list({ types: "public_channel,private_channel", exclude_archived: true, limit: 100, ...(cursor ? { cursor } : {}) });
      seen.push(...(page.channels ?? []).map((c) => c.name ?? ""));
      cursor = page.response_metadata?.next_cursor || undefined;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(254);
    expect(seen).toContain("leadership");
    expect(seen).not.toContain("old-project");
    expect(await platformError(client.conversations.list({ cursor: "bm90LWEtY3Vyc29y" }))).toBe("invalid_cursor");
    const narrow = await install("chat:write");
    expect(await platformError(narrow.client.conversations.list({}))).toBe("missing_scope");
  });
});

describe("chat.postMessage", () => {
  const post = (client: WebClient, args: Record<string, unknown>) => client.apiCall("chat.postMessage", args);

  it("posts text and blocks, kept per channel for tests and the viewer page", async () => {
    const { client } = await install();
    const res = await client.chat.postMessage({ channel: "C0RECAPS001", text: "Recap", blocks: [{ type: "header", text: { type: "plain_text", text: "Recap" } }] });
    expect(res).toMatchObject({ ok: true, channel: "C0RECAPS001" });
    expect(res.ts).toMatch(/^\d+\.\d{6}$/);
    const { data } = (await (await fetch(`${sandbox.url}/__sandbox/slack/messages?channel=C0RECAPS001`)).json()) as { data: { ts: string; blocks: unknown[] }[] };
    expect(data).toMatchObject([{ ts: res.ts, blocks: [{ type: "header" }] }]);
    expect(await (await fetch(`${sandbox.url}/__sandbox/slack`)).text()).toContain("#meeting-recaps");
  });

  it("refuses as Slack does: no channel, no text, too many blocks, a long header or section, not in channel, archived", async () => {
    const { client } = await install();
    expect(await platformError(post(client, { text: "hi" }))).toBe("channel_not_found");
    expect(await platformError(post(client, { channel: "C0RECAPS001" }))).toBe("no_text");
    const many = Array.from({ length: 51 }, () => ({ type: "divider" }));
    expect(await platformError(post(client, { channel: "C0RECAPS001", blocks: many }))).toBe("invalid_blocks");
    const header = [{ type: "header", text: { type: "plain_text", text: "x".repeat(151) } }];
    expect(await platformError(post(client, { channel: "C0RECAPS001", blocks: header }))).toBe("invalid_blocks");
    const section = [{ type: "section", text: { type: "mrkdwn", text: "x".repeat(3001) } }];
    expect(await platformError(post(client, { channel: "C0RECAPS001", blocks: section }))).toBe("invalid_blocks");
    const atLimit = [{ type: "header", text: { type: "plain_text", text: "x".repeat(150) } }, { type: "section", text: { type: "mrkdwn", text: "x".repeat(3000) } }];
    expect(await post(client, { channel: "C0RECAPS001", blocks: atLimit })).toMatchObject({ ok: true });
    expect(await platformError(post(client, { channel: "C0RANDOM001", text: "hi" }))).toBe("not_in_channel");
    expect(await platformError(post(client, { channel: "C0OLDPROJ01", text: "hi" }))).toBe("is_archived");
    expect(await platformError(post(client, { channel: "C0NOSUCH", text: "hi" }))).toBe("channel_not_found");
  });

  it("answers 429 with Retry-After under its fault, and a token of an uninstalled app with token_revoked", async () => {
    const { client } = await install();
    await arm({ ratelimited: true });
    const limited = (await client.chat.postMessage({ channel: "C0RECAPS001", text: "x" }).then(() => null, (e: unknown) => e)) as WebAPIRateLimitedError | null;
    expect(limited?.code).toBe(ErrorCode.RateLimitedError);
    expect(limited?.retryAfter).toBe(2);
    await fetch(`${sandbox.url}/__sandbox/slack/uninstall`, { method: "POST" });
    expect(await platformError(client.chat.postMessage({ channel: "C0RECAPS001", text: "x" }))).toBe("token_revoked");
  });
});
