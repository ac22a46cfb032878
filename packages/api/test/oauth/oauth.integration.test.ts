import { createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { UnauthorizedError, type OAuthClientProvider } from "@modelcontextprotocol/sdk/client/auth.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { OAuthClientInformationMixed, OAuthClientMetadata, OAuthTokens } from "@modelcontextprotocol/sdk/shared/auth.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { oauthTokens } from "@understudy/db/schema";
import { createTestMeeting } from "@understudy/db/test";
import { deleteAccount } from "@understudy/services/account";
import { createApiToken } from "@understudy/services/api-tokens";
import { connectTestDb, makeCaller, makeUserCtx, signedInUser, startAssistantOrigin, startRestServer } from "../support/helpers";

const { db, close } = connectTestDb();
const CALLBACK = "http://127.0.0.1:9/callback";

let app: Awaited<ReturnType<typeof startAssistantOrigin>>;
let rest: { url: string; close(): Promise<void> };
const closers: (() => Promise<void>)[] = [];

/** An assistant's side of OAuth, kept in memory: what a desktop client keeps in its settings. */
class Assistant implements OAuthClientProvider {
  info: OAuthClientInformationMixed | undefined;
  saved: OAuthTokens | undefined;
  verifier = "";
  authorizationUrl: URL | undefined;
  constructor(
    private readonly scope = "meetings:read meetings:ask",
    readonly clientMetadataUrl?: string,
  ) {}
  get redirectUrl() {
    return CALLBACK;
  }
  get clientMetadata(): OAuthClientMetadata {
    return { client_name: "Test Assistant", redirect_uris: [CALLBACK], grant_types: ["authorization_code", "refresh_token"], response_types: ["code"], token_endpoint_auth_method: "none", scope: this.scope };
  }
  clientInformation() {
    return this.info;
  }
  saveClientInformation(info: OAuthClientInformationMixed) {
    this.info = info;
  }
  tokens() {
    return this.saved;
  }
  saveTokens(tokens: OAuthTokens) {
    this.saved = tokens;
  }
  redirectToAuthorization(url: URL) {
    this.authorizationUrl = url;
  }
  saveCodeVerifier(v: string) {
    this.verifier = v;
  }
  codeVerifier() {
    return this.verifier;
  }
}

async function connect(provider: Assistant): Promise<{ client: Client; transport: StreamableHTTPClientTransport }> {
  const transport = new StreamableHTTPClientTransport(new URL(`${app.origin}/api/mcp`), { authProvider: provider });
  const client = new Client({ name: "oauth-test", version: "1.0.0" });
  await client.connect(transport);
  closers.push(() => client.close());
  return { client, transport };
}

/** The browser's part: the authorization endpoint sends it to the consent page, where the signed-in user decides. */
async function consent(provider: Assistant, sessionToken: string, decision: "approve" | "deny" = "approve", allowed?: string[]) {
  const url = provider.authorizationUrl;
  if (!url) throw new Error("the client never asked for authorization");
  const res = await fetch(url, { redirect: "manual" });
  expect(res.status).toBe(302);
  const page = new URL(res.headers.get("location") ?? "");
  expect(page.origin + page.pathname).toBe(`${app.origin}/oauth/consent`);
  const input = { ...Object.fromEntries(page.searchParams), client_id: page.searchParams.get("client_id") ?? "" };
  const user = await makeCaller(db, sessionToken, undefined, app.deps);
  const shown = await user.oauth.describe(input);
  const answer = await user.oauth[decision]({ ...input, ...(allowed ? { allowed_scopes: allowed } : {}) });
  return { shown, redirect: new URL(answer.redirect_to), input };
}

/** Signs a user in through the whole flow; returns the client, its provider and the user's ids. */
async function signIn(allowed?: string[]) {
  const { user, token } = await signedInUser(db);
  const provider = new Assistant();
  await expect(connect(provider)).rejects.toBeInstanceOf(UnauthorizedError);
  const { redirect } = await consent(provider, token, "approve", allowed);
  const transport = new StreamableHTTPClientTransport(new URL(`${app.origin}/api/mcp`), { authProvider: provider });
  await transport.finishAuth(redirect.searchParams.get("code") ?? "");
  const { client } = await connect(provider);
  return { client, provider, user, sessionToken: token };
}

const form = (body: Record<string, string>) => ({ method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(body).toString() });
const mcpCall = (token: string) =>
  fetch(`${app.origin}/api/mcp`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", accept: "application/json, text/event-stream" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
  });

beforeAll(async () => {
  app = await startAssistantOrigin(db);
  rest = await startRestServer(db, undefined, app.deps);
});

afterAll(async () => {
  for (const c of closers) await c();
  await rest.close();
  await app.close();
  await close();
});

describe("discovery", () => {
  it("the 401 names the protected resource's metadata, which names the authorization server and its endpoints", async () => {
    const res = await fetch(`${app.origin}/api/mcp`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ detail: "Not authenticated" });
    const challenge = res.headers.get("www-authenticate") ?? "";
    const metadataUrl = /resource_metadata="([^"]+)"/.exec(challenge)?.[1];
    expect(metadataUrl).toBe(`${app.origin}/.well-known/oauth-protected-resource/api/mcp`);

    const resource = (await (await fetch(metadataUrl ?? "")).json()) as Record<string, unknown>;
    expect(resource).toMatchObject({ resource: `${app.origin}/api/mcp`, authorization_servers: [app.origin], scopes_supported: ["meetings:read", "meetings:ask", "bot:send", "action_items:write"] });
    const server = (await (await fetch(`${app.origin}/.well-known/oauth-authorization-server`)).json()) as Record<string, unknown>;
    expect(server).toMatchObject({
      issuer: app.origin,
      authorization_endpoint: `${app.origin}/api/oauth/authorize`,
      token_endpoint: `${app.origin}/api/oauth/token`,
      registration_endpoint: `${app.origin}/api/oauth/register`,
      revocation_endpoint: `${app.origin}/api/oauth/revoke`,
      code_challenge_methods_supported: ["S256"],
      grant_types_supported: ["authorization_code", "refresh_token"],
      token_endpoint_auth_methods_supported: ["none"],
      client_id_metadata_document_supported: true,
    });
  });

  it("an unknown /.well-known/ name is a JSON 404, and a wrong token is an invalid_token challenge", async () => {
    for (const path of ["/.well-known/openid-configuration", "/.well-known/security.txt", "/.well-known/oauth-protected-resource/api/other"]) {
      const res = await fetch(`${app.origin}${path}`);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("content-type")).toContain("application/json");
      expect(await res.json()).toEqual({ detail: "Not Found" });
    }
    const res = await mcpCall("usa_not-a-token");
    expect(res.status).toBe(401);
    expect(res.headers.get("www-authenticate")).toContain('error="invalid_token"');
  });
});

describe("the OAuth round trip", () => {
  it("registers, asks the signed-in user on the consent page, exchanges the code, lists the granted tools; refresh rotates; revoke ends it", async () => {
    const { user, token } = await signedInUser(db);
    await createTestMeeting(db, user.id, { title: "Roadmap review", scheduledAt: new Date(Date.now() - 86_400_000), status: "completed" });
    const provider = new Assistant();
    await expect(connect(provider)).rejects.toBeInstanceOf(UnauthorizedError);
    // Dynamic registration happened during discovery: a public client, no secret.
    expect(provider.info).toMatchObject({ client_name: "Test Assistant", token_endpoint_auth_method: "none" });
    expect(provider.info).not.toHaveProperty("client_secret");
    expect(provider.authorizationUrl?.searchParams.get("code_challenge_method")).toBe("S256");
    expect(provider.authorizationUrl?.searchParams.get("resource")).toBe(`${app.origin}/api/mcp`);

    // The SDK asks for every scope the resource lists (MCP's scope selection); the user leaves the bot unticked.
    const { shown, redirect } = await consent(provider, token, "approve", ["meetings:read", "meetings:ask"]);
    expect(shown).toMatchObject({ client_name: "Test Assistant", redirect_origin: "http://127.0.0.1:9", scopes: [{ scope: "meetings:read" }, { scope: "meetings:ask" }, { scope: "bot:send" }, { scope: "action_items:write" }] });
    expect(redirect.origin + redirect.pathname).toBe(CALLBACK);
    expect(redirect.searchParams.get("iss")).toBe(app.origin);
    expect(redirect.searchParams.get("state")).toBe(provider.authorizationUrl?.searchParams.get("state"));

    const transport = new StreamableHTTPClientTransport(new URL(`${app.origin}/api/mcp`), { authProvider: provider });
    await transport.finishAuth(redirect.searchParams.get("code") ?? "");
    const tokens = provider.saved as OAuthTokens;
    expect(tokens).toMatchObject({ token_type: "Bearer", expires_in: 3600, scope: "meetings:read meetings:ask" });
    // Hashed at rest: the secret itself is stored nowhere.
    const stored = await db.select({ hash: oauthTokens.tokenHash }).from(oauthTokens).where(eq(oauthTokens.userId, user.id));
    expect(stored.map((s) => s.hash)).not.toContain(tokens.access_token);
    expect(JSON.stringify(stored)).not.toContain(tokens.refresh_token ?? "x");

    const { client } = await connect(provider);
    const names = (await client.listTools()).tools.map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(["whoami", "search_meetings", "get_transcript", "ask", "search", "fetch"]));
    expect(names).not.toContain("deploy_bot");
    const me = await client.callTool({ name: "whoami", arguments: {} });
    expect(me.structuredContent).toMatchObject({ user: { id: user.id }, scopes: ["meetings:read", "meetings:ask"], via: "oauth" });
    expect((await client.callTool({ name: "list_meetings", arguments: {} })).structuredContent).toMatchObject({ meetings: [{ title: "Roadmap review" }] });

    // Audience-bound: the same token opens nothing but /api/mcp.
    const viaRest = await fetch(`${rest.url}/meetings`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(viaRest.status).toBe(401);

    // Refresh: a new pair; the spent refresh token is refused.
    const clientId = (provider.info as { client_id: string }).client_id;
    const refreshed = await fetch(`${app.origin}/api/oauth/token`, form({ grant_type: "refresh_token", refresh_token: tokens.refresh_token ?? "", client_id: clientId }));
    expect(refreshed.status).toBe(200);
    const next = (await refreshed.json()) as OAuthTokens;
    expect(next.access_token).not.toBe(tokens.access_token);
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    expect((await mcpCall(next.access_token)).status).toBe(200);

    // Connected apps lists the grant; revoking the refresh token (RFC 7009) disconnects the app: 401.
    const settings = await makeCaller(db, token, undefined, app.deps);
    expect(await settings.connectedApps.list()).toMatchObject([{ client_name: "Test Assistant", client_id: clientId, scopes: ["meetings:read", "meetings:ask"] }]);
    const revoked = await fetch(`${app.origin}/api/oauth/revoke`, form({ token: next.refresh_token ?? "", client_id: clientId }));
    expect(revoked.status).toBe(200);
    expect((await mcpCall(next.access_token)).status).toBe(401);
    expect(await settings.connectedApps.list()).toEqual([]);
  });

  it("a spent refresh token presented again revokes the whole grant (rotation's theft detection)", async () => {
    const { provider } = await signIn();
    const first = provider.saved as OAuthTokens;
    const clientId = (provider.info as { client_id: string }).client_id;
    const refresh = (t: string) => fetch(`${app.origin}/api/oauth/token`, form({ grant_type: "refresh_token", refresh_token: t, client_id: clientId }));
    const second = (await (await refresh(first.refresh_token ?? "")).json()) as OAuthTokens;
    const replay = await refresh(first.refresh_token ?? "");
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ error: "invalid_grant" });
    expect((await mcpCall(second.access_token)).status).toBe(401);
    expect((await refresh(second.refresh_token ?? "")).status).toBe(400);
  });

  it("Settings → Connected apps revokes a grant at once; another user's grant is not found", async () => {
    const { provider, sessionToken } = await signIn(["meetings:read", "bot:send"]);
    const access = (provider.saved as OAuthTokens).access_token;
    const { client } = await connect(provider);
    expect((await client.listTools()).tools.map((t) => t.name)).toContain("deploy_bot");
    expect((await client.listTools()).tools.map((t) => t.name)).not.toContain("ask");
    const owner = await makeCaller(db, sessionToken, undefined, app.deps);
    const [grant] = await owner.connectedApps.list();
    const other = await makeCaller(db, (await signedInUser(db)).token, undefined, app.deps);
    await expect(other.connectedApps.revoke({ id: grant?.id ?? "" })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect((await mcpCall(access)).status).toBe(200);
    await owner.connectedApps.revoke({ id: grant?.id ?? "" });
    expect((await mcpCall(access)).status).toBe(401);
  });

  it("refuses a code twice, a wrong verifier, another resource and a plain challenge; denying sends access_denied", async () => {
    const { user, token } = await signedInUser(db);
    const provider = new Assistant();
    await expect(connect(provider)).rejects.toBeInstanceOf(UnauthorizedError);
    const clientId = (provider.info as { client_id: string }).client_id;
    const { redirect } = await consent(provider, token);
    const code = redirect.searchParams.get("code") ?? "";
    const exchange = (verifier: string, extra: Record<string, string> = {}) =>
      fetch(`${app.origin}/api/oauth/token`, form({ grant_type: "authorization_code", code, code_verifier: verifier, client_id: clientId, redirect_uri: CALLBACK, ...extra }));
    expect(await (await exchange("x".repeat(43))).json()).toMatchObject({ error: "invalid_grant" });
    expect(await (await exchange(provider.verifier, { resource: `${app.origin}/api/other` })).json()).toMatchObject({ error: "invalid_target" });
    expect((await exchange(provider.verifier)).status).toBe(200);
    expect(await (await exchange(provider.verifier)).json()).toMatchObject({ error: "invalid_grant" });

    const plain = new URL(provider.authorizationUrl?.href ?? "");
    plain.searchParams.set("code_challenge_method", "plain");
    const refused = await fetch(plain, { redirect: "manual" });
    expect(new URL(refused.headers.get("location") ?? "").searchParams.get("error")).toBe("invalid_request");

    const denied = await consent(provider, token, "deny");
    expect(denied.redirect.searchParams.get("error")).toBe("access_denied");
    // Only the person at the browser consents: a personal API token may not.
    const { token: apiToken } = await createApiToken({ ctx: makeUserCtx(db, user.id), input: { name: "script" } });
    const scripted = await makeCaller(db, apiToken, undefined, app.deps);
    await expect(scripted.oauth.approve(denied.input)).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it("a client named by the URL of its metadata document (no registration) is asked for and named by it", async () => {
    const server: Server = createServer((req, res) => {
      const self = `http://127.0.0.1:${(server.address() as AddressInfo).port}/client.json`;
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ client_id: self, client_name: "Document Assistant", redirect_uris: [CALLBACK], grant_types: ["authorization_code", "refresh_token"], response_types: ["code"], token_endpoint_auth_method: "none" }));
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    closers.push(() => new Promise((r) => server.close(() => r())));
    // The SDK's client sends a document URL only over https; the app (on http here) reads one on a loopback host.
    const documentUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/client.json`;
    const verifier = "v".repeat(64);
    const challenge = createHash("sha256").update(verifier).digest("base64url");
    const provider = new Assistant();
    provider.authorizationUrl = new URL(`${app.origin}/api/oauth/authorize`);
    for (const [k, v] of Object.entries({ client_id: documentUrl, redirect_uri: CALLBACK, response_type: "code", code_challenge: challenge, code_challenge_method: "S256", state: "s1", scope: "meetings:read" })) provider.authorizationUrl.searchParams.set(k, v);
    const { token } = await signedInUser(db);
    const { shown, redirect } = await consent(provider, token);
    expect(shown).toMatchObject({ client_name: "Document Assistant", scopes: [{ scope: "meetings:read" }] });
    const issued = await fetch(`${app.origin}/api/oauth/token`, form({ grant_type: "authorization_code", code: redirect.searchParams.get("code") ?? "", code_verifier: verifier, client_id: documentUrl, redirect_uri: CALLBACK }));
    const tokens = (await issued.json()) as OAuthTokens;
    expect(tokens.scope).toBe("meetings:read");
    expect((await mcpCall(tokens.access_token)).status).toBe(200);
    // A document that does not name itself is no client.
    const stranger = new URL(provider.authorizationUrl);
    stranger.searchParams.set("client_id", `${documentUrl}?other`);
    expect((await fetch(stranger, { redirect: "manual" })).status).toBe(400);
  });

  it("account deletion takes the grants and tokens with it", async () => {
    const { provider, user } = await signIn();
    const access = (provider.saved as OAuthTokens).access_token;
    await deleteAccount({ ctx: makeUserCtx(db, user.id), input: { confirm: "delete my account" } });
    expect(await db.select().from(oauthTokens).where(eq(oauthTokens.userId, user.id))).toEqual([]);
    expect((await mcpCall(access)).status).toBe(401);
  });
});
