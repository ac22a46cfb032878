import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { meetingCatchUps, notifications } from "@understudy/db/schema";
import { createTestMeeting } from "@understudy/db/test";
import { CatchUpResponse, deployBot } from "@understudy/services/bots";
import { eventually, startBotRig, type BotRig } from "@understudy/services/testing/bots";
import { sandboxModel } from "@understudy/services/testing/deps";
import { connectTestDb, makeCaller, makeUserCtx, signedInUser, startRestServer } from "../support/helpers";
import { expectDetail, expectShape, restClient, type RestCall } from "../support/rest-client";

/** `GET /api/meetings/{id}/catch-up` and `bots.catchUp` over a meeting the sandbox plays (`admitted-late`). */
const { db, close } = connectTestDb();
let rig: BotRig;
let server: Awaited<ReturnType<typeof startRestServer>>;
let call: RestCall;
beforeAll(async () => {
  rig = await startBotRig(db, { timeScale: 200, with: (sandbox) => ({ model: sandboxModel(sandbox.url) }) });
  server = await startRestServer(db, undefined, rig.appDeps);
  call = restClient(server.url);
});
afterAll(async () => {
  await server.close();
  await rig.close();
  await close();
});

const KEYS = ["meeting_id", "status", "summary", "covered_through_seconds", "arrived_at_seconds", "arrived_at", "delivered_at", "deliveries", "model_calls"];

describe("GET /api/meetings/{id}/catch-up", () => {
  it("serves the catch-up the late user got, in snake_case; 404 for a stranger, a meeting without one and a malformed id", async () => {
    const { user, token } = await signedInUser(db, { name: "Ada Lovelace", email: `ada-${randomUUID()}@understudy.test` });
    const url = "https://meet.google.com/abc-defg-hij?scenario=admitted-late";
    const meeting = await createTestMeeting(db, user.id, { scheduledAt: new Date(), meetingUrl: url, attendees: [{ email: user.email, name: "Ada Lovelace", self: true, organizer: true, responseStatus: "accepted" }] });
    await deployBot({ ctx: rig.ctx(makeUserCtx(db, user.id)), input: { meeting_url: url, meeting_id: meeting.id } });
    await eventually(async () => (await db.select().from(meetingCatchUps).where(eq(meetingCatchUps.meetingId, meeting.id)))[0], (row) => !!row?.readyAt, 30_000);

    const res = await call("GET", `/meetings/${meeting.id}/catch-up`, { token });
    expect({ status: res.status, body: res.body }).toMatchObject({ status: 200 });
    const body = expectShape(CatchUpResponse, res.body, KEYS);
    expect(body).toMatchObject({ meeting_id: meeting.id, status: "delivered", arrived_at_seconds: 440, deliveries: { page: "sent", notification: "sent", email: "not_configured", private_chat: "unsupported" } });
    expect(body.summary?.questions_for_user[0]?.text).toContain("can you confirm the launch date");
    expect((await db.select().from(notifications).where(eq(notifications.userId, user.id))).map((n) => n.kind)).toContain("catch_up");

    // The same through tRPC.
    const caller = await makeCaller(db, token, undefined, rig.appDeps);
    expect(await caller.bots.catchUp({ meeting_id: meeting.id })).toEqual(body);

    const stranger = await signedInUser(db);
    expectDetail(await call("GET", `/meetings/${meeting.id}/catch-up`, { token: stranger.token }), 404);
    const other = await createTestMeeting(db, stranger.user.id, {});
    expectDetail(await call("GET", `/meetings/${other.id}/catch-up`, { token: stranger.token }), 404);
    expectDetail(await call("GET", "/meetings/not-a-uuid/catch-up", { token }), 404);
    expectDetail(await call("GET", `/meetings/${meeting.id}/catch-up`), 401);
  });
});
