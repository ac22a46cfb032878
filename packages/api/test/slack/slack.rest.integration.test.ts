import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actionItems } from "@understudy/db/schema";
import { createTestMeeting } from "@understudy/db/test";
import { allowSlackInstall, startSandbox, type RunningSandbox } from "@understudy/sandbox";
import { fixedClock } from "@understudy/services/clock";
import { createAppDeps, type AppDeps } from "@understudy/services/deps";
import { silentLogger } from "@understudy/services/logger";
import { handleSlackCallback, SlackChannelsResponse, SlackStatusResponse } from "@understudy/services/slack";
import { recordingJobQueue } from "@understudy/services/testing/deps";
import { sandboxAppEnv } from "@understudy/services/testing/sandbox-env";
import { connectTestDb, signedInUser, startRestServer } from "../support/helpers";
import { expectDetail, expectShape, restClient, type RestCall } from "../support/rest-client";

const { db, close } = connectTestDb();
const clock = fixedClock("2026-03-02T15:00:00Z");
let sandbox: RunningSandbox;
let server: { url: string; close(): Promise<void> };
let rest: RestCall;
let deps: AppDeps;

const STATUS_KEYS = ["status", "team_name", "channel", "last_error", "last_error_at", "connected_at", "recent_deliveries"];

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  // The composition root from the variables the launcher sets when the sandbox plays Slack.
  deps = createAppDeps({ db, clock, jobs: recordingJobQueue(), env: sandboxAppEnv(sandbox) });
  server = await startRestServer(db, clock, deps);
  rest = restClient(server.url);
});
afterAll(async () => {
  await server.close();
  await sandbox.close();
  await close();
});

describe("REST: /slack", () => {
  it("needs a signed-in user on every path", async () => {
    for (const [method, path] of [
      ["GET", "/slack/auth-url"],
      ["GET", "/slack/status"],
      ["GET", "/slack/channels"],
      ["PUT", "/slack/channel"],
      ["DELETE", "/slack/connection"],
    ] as const) {
      expectDetail(await rest(method, path, method === "PUT" ? { json: { channel_id: "C1" } } : {}), 401, "Not authenticated");
    }
  });

  it("installs through the callback, lists the bot's channels, picks one, refuses one it is not in, and disconnects", async () => {
    const { token } = await signedInUser(db);
    expect(expectShape(SlackStatusResponse, (await rest("GET", "/slack/status", { token })).body, STATUS_KEYS)).toMatchObject({ status: "not_connected" });
    expectDetail(await rest("GET", "/slack/channels", { token }), 412, "Connect Slack first");

    const { auth_url } = (await rest("GET", "/slack/auth-url", { token })).body as { auth_url: string };
    const redirect = await allowSlackInstall(auth_url);
    expect(redirect.origin + redirect.pathname).toBe("http://localhost:3999/api/slack/callback");
    const outcome = await handleSlackCallback({ deps, log: silentLogger, headers: new Headers({ authorization: `Bearer ${token}` }), query: redirect.searchParams });
    expect(outcome).toEqual({ ok: true, message: "Connected the Sandbox Workspace workspace. Pick a channel for recaps in Settings." });

    const channels = expectShape(SlackChannelsResponse, (await rest("GET", "/slack/channels", { token })).body, ["channels", "truncated"]);
    expect(channels.channels.map((c) => c.id)).toContain("C0RECAPS001");
    expectDetail(await rest("PUT", "/slack/channel", { token, json: { channel_id: "C0RANDOM001" } }), 400, /not in that channel/);
    expectDetail(await rest("PUT", "/slack/channel", { token, json: {} }), 422);
    expect((await rest("PUT", "/slack/channel", { token, json: { channel_id: "C0RECAPS001" } })).body).toEqual({ channel: { id: "C0RECAPS001", name: "meeting-recaps" } });
    expect(SlackStatusResponse.parse((await rest("GET", "/slack/status", { token })).body)).toMatchObject({ status: "connected", channel: { id: "C0RECAPS001", name: "meeting-recaps" } });

    expect((await rest("DELETE", "/slack/connection", { token })).body).toEqual({ message: "Slack disconnected" });
    expect(SlackStatusResponse.parse((await rest("GET", "/slack/status", { token })).body).status).toBe("not_connected");
  });
});

describe("REST: action item follow-ups", () => {
  it("another user's item is 404; one's own needs Google connected first (412)", async () => {
    const owner = await signedInUser(db);
    const other = await signedInUser(db);
    const meeting = await createTestMeeting(db, owner.user.id);
    const [item] = await db.insert(actionItems).values({ userId: owner.user.id, meetingId: meeting.id, text: "Send the quote", dedupeKey: "send quote" }).returning();
    for (const path of [`/action-items/${item?.id}/follow-up-draft`, `/action-items/${item?.id}/hold`]) {
      expectDetail(await rest("POST", path, { token: other.token, json: {} }), 404, "Action item not found");
      expectDetail(await rest("POST", path, { token: owner.token, json: {} }), 412, "Connect your Google account first");
    }
    expectDetail(await rest("POST", "/action-items/not-an-id/hold", { token: owner.token, json: { time_zone: "Europe/Berlin" } }), 404);
  });
});
