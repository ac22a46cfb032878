import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { avatarDrafts, avatarTurns } from "@understudy/db/schema";
import { createTestMeeting } from "@understudy/db/test";
import { testDeps } from "@understudy/services/testing/deps";
import { connectTestDb, signedInUser, startRestServer } from "../support/helpers";
import { restClient, type RestCall } from "../support/rest-client";

/** Ask-me-first over REST: the rows as docs/product.md#ask-me-first has them, statuses and `{detail}` included. */
const { db, close } = connectTestDb();
let server: Awaited<ReturnType<typeof startRestServer>>;
let call: RestCall;
beforeAll(async () => {
  server = await startRestServer(db, undefined, testDeps(db));
  call = restClient(server.url);
});
afterAll(async () => {
  await server.close();
  await close();
});

const POINTS = "Status of the migration: done except billing. I can't commit to dates.";

/** A pending draft in the owner's meeting, as the avatar's job leaves it (its turn, the sources it was checked against). */
async function pendingDraft() {
  const owner = await signedInUser(db, { name: "Ada Lovelace", email: `ada-${randomUUID()}@understudy.test`, subscriptionPlan: "pro" });
  const meeting = await createTestMeeting(db, owner.user.id, { title: "Weekly sync" });
  const heard = "Ada, what's the status of the migration?";
  const [turn] = await db
    .insert(avatarTurns)
    .values({ userId: owner.user.id, meetingId: meeting.id, utteranceSeq: 1, askedBy: "Ben Okafor", heard, heardAt: new Date(), decision: "answer", reason: "grounded; awaiting the owner's approval" })
    .returning();
  const source = { kind: "talking_points" as const, meeting_id: null, meeting_title: null, quote: POINTS, href: null };
  const [draft] = await db
    .insert(avatarDrafts)
    .values({
      userId: owner.user.id,
      meetingId: meeting.id,
      turnId: turn?.id ?? "",
      botId: "bot-1",
      askedBy: "Ben Okafor",
      heard,
      proposed: "This is Ada's AI stand-in, not Ada. Ada's notes for this meeting say: “The migration is done except billing.”",
      units: [{ index: 1, kind: "talking_points", meeting: "Talking points", date: "", t: 0, text: POINTS, source }],
      deadline: new Date(Date.now() + 60_000),
    })
    .returning();
  return { owner, meetingId: meeting.id, draftId: draft?.id ?? "" };
}

describe("POST /meetings/{id}/live/drafts/{draftId}/approve|reject", () => {
  it("another user's draft is a 404, as a draft that does not exist", async () => {
    const { meetingId, draftId } = await pendingDraft();
    const eve = await signedInUser(db, { email: `eve-${randomUUID()}@understudy.test` });
    for (const action of ["approve", "reject"]) {
      const res = await call("POST", `/meetings/${meetingId}/live/drafts/${draftId}/${action}`, { token: eve.token });
      expect([action, res.status]).toEqual([action, 404]);
    }
    const { owner } = await pendingDraft();
    expect((await call("POST", `/meetings/${meetingId}/live/drafts/not-a-draft/approve`, { token: owner.token })).status).toBe(404);
  });

  it("refuses an edit the rules would not say with 422 and the reason, approves once, then answers 409", async () => {
    const { owner, meetingId, draftId } = await pendingDraft();
    const path = `/meetings/${meetingId}/live/drafts/${draftId}`;
    const refused = await call("POST", `${path}/approve`, { token: owner.token, json: { text: "Sure, the migration ships Friday for $5,000." } });
    expect(refused.status).toBe(422);
    expect((refused.body as { detail: string }).detail).toMatch(/^The edit was not sent: /);

    const edited = await call("POST", `${path}/approve`, { token: owner.token, json: { text: "Migration done except billing." } });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: draftId, state: "edited", final_text: "This is Ada's AI stand-in, not Ada. Ada's notes for this meeting say: “Migration done except billing.”" });

    for (const [action, json] of [["approve", undefined], ["reject", undefined], ["approve", { text: "Migration done except billing." }]] as const) {
      const again = await call("POST", `${path}/${action}`, { token: owner.token, json });
      expect([action, again.status]).toEqual([action, 409]);
      expect((again.body as { detail: string }).detail).toMatch(/already edited/);
    }
  });

  it("rejects without a body", async () => {
    const { owner, meetingId, draftId } = await pendingDraft();
    const res = await call("POST", `/meetings/${meetingId}/live/drafts/${draftId}/reject`, { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ state: "rejected", final_text: "This is Ada's AI stand-in, not Ada. I can't answer that; I've noted it for Ada." });
  });
});
