import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actionItems, botParticipants, botSessions, googleConnections } from "@understudy/db/schema";
import { createTestMeeting, createTestUser } from "@understudy/db/test";
import { grantConsent, type RunningSandbox } from "@understudy/sandbox";
import { fixedClock } from "../clock";
import { completeGoogleConnection } from "../google/connect";
import type { GoogleDeps } from "../google/deps";
import { connectGoogle, sandboxControl, startGoogleSandbox } from "../../testing/google";
import { testDeps } from "../../testing/deps";
import { connectTestDb, makeUserCtx } from "../../testing/helpers";
import { draftFollowUpEmail } from "./draft";
import { holdTimeForItem } from "./hold";
import { holdSlot } from "./hold-time";

const { db, close } = connectTestDb();
// A Monday.
const clock = fixedClock("2026-01-05T10:00:00Z");
let sandbox: RunningSandbox;
let deps: GoogleDeps;
let control: ReturnType<typeof sandboxControl>;
const COMPOSE = "https://www.googleapis.com/auth/gmail.compose";
const EVENTS = "https://www.googleapis.com/auth/calendar.events";

beforeAll(async () => {
  ({ sandbox, deps } = await startGoogleSandbox(() => clock.now()));
  control = sandboxControl(sandbox);
});
afterAll(async () => {
  await sandbox.close();
  await close();
});

/** A Google user with a covered meeting: Ada (by name only) and Carol were present, Bob was invited and never came. */
async function meetingWithItem() {
  const email = `owner-${randomUUID()}@example.com`;
  const user = await createTestUser(db, { email, name: "Grace Hopper" });
  await control.seedCalendar(email, "empty");
  const ctx = makeUserCtx(db, user.id, { clock, deps: testDeps(db, { clock, google: deps.google, cipher: deps.cipher }) });
  await connectGoogle(ctx, deps, email);
  const meeting = await createTestMeeting(db, user.id, {
    title: "Acme pricing",
    scheduledAt: new Date("2026-01-02T15:00:00Z"),
    attendees: [
      { email, name: "Grace Hopper", self: true, organizer: true, responseStatus: "accepted" },
      { email: "ada@acme.test", name: "Ada Lovelace", self: false, organizer: false, responseStatus: "accepted" },
      { email: "bob@acme.test", name: "Bob Noshow", self: false, organizer: false, responseStatus: "accepted" },
    ],
  });
  const [session] = await db.insert(botSessions).values({ userId: user.id, meetingId: meeting.id, provider: "recall", botName: "Understudy", meetingUrl: "https://zoom.us/j/1", platform: "zoom" }).returning();
  const joinedAt = new Date("2026-01-02T15:01:00Z");
  await db.insert(botParticipants).values([
    { sessionId: session?.id ?? "", providerParticipantId: "1", name: "Grace Hopper", email, joinedAt },
    { sessionId: session?.id ?? "", providerParticipantId: "2", name: "Ada Lovelace", email: null, joinedAt },
    { sessionId: session?.id ?? "", providerParticipantId: "3", name: "Carol", email: "Carol@Partner.test", joinedAt },
  ]);
  const [item] = await db
    .insert(actionItems)
    .values({ userId: user.id, meetingId: meeting.id, text: "Send the revised quote to Acme", ownerName: "Grace Hopper", ownerIsUser: true, dueDate: "2026-01-09", dueText: "Friday", startSeconds: 400, dedupeKey: `k-${randomUUID()}` })
    .returning();
  return { user, email, ctx, meeting, itemId: item?.id ?? "" };
}

/** What the user's click on Google's consent does for the returned URL, then the callback. */
async function allow(ctx: ReturnType<typeof makeUserCtx>, authUrl: string, email: string) {
  const redirect = await grantConsent(authUrl, email);
  await completeGoogleConnection({ ctx, deps, input: { state: redirect.searchParams.get("state") ?? "", code: redirect.searchParams.get("code") ?? "" } });
}

const drafts = async (email: string) => (await (await fetch(`${sandbox.url}/__sandbox/google/gmail/${email}/drafts`)).json()) as { drafts: { to: string[]; subject: string; body: string }[] };

describe("Draft follow-up email", () => {
  it("asks for gmail.compose alone first, then drafts to the attendees who were present, and sends nothing", async () => {
    const { ctx, email, itemId, meeting } = await meetingWithItem();
    const first = await draftFollowUpEmail({ ctx, deps, input: { action_item_id: itemId } });
    expect(first).toMatchObject({ outcome: "needs_permission", scope: COMPOSE });
    const url = new URL(first.outcome === "needs_permission" ? first.auth_url : "");
    expect(url.searchParams.get("scope")).toBe(`openid email ${COMPOSE}`);
    expect(url.searchParams.get("include_granted_scopes")).toBe("true");
    await allow(ctx, url.href, email);

    // Incremental consent: the new scope joins the ones granted before.
    const [row] = await db.select().from(googleConnections).where(eq(googleConnections.userId, ctx.actor.userId));
    expect(row?.scopes.split(" ")).toEqual(expect.arrayContaining([COMPOSE, "https://www.googleapis.com/auth/calendar.readonly", "https://www.googleapis.com/auth/gmail.readonly"]));

    const second = await draftFollowUpEmail({ ctx, deps, input: { action_item_id: itemId } });
    expect(second).toMatchObject({ outcome: "draft_created", to: ["ada@acme.test", "carol@partner.test"], subject: "Follow-up: Acme pricing" });
    const stored = (await drafts(email)).drafts;
    expect(stored).toHaveLength(1);
    expect(stored[0]?.to).toEqual(["ada@acme.test", "carol@partner.test"]);
    expect(stored[0]?.body).toContain("Send the revised quote to Acme (Grace Hopper), due 2026-01-09");
    expect(stored[0]?.body).toContain(`http://app.test/meetings/${meeting.id}?t=400`);
    const smtp = (await (await fetch(`${sandbox.url}/__sandbox/mail/messages`)).json()) as { data: unknown[] };
    expect(smtp.data).toEqual([]);
  });

  it("the sandbox's Gmail refuses a draft from a read-only grant (403 insufficientPermissions)", async () => {
    const { ctx, itemId } = await meetingWithItem();
    // The stored scopes claim compose, but the grant at Google does not have it: Google's refusal is what the user sees.
    await db.update(googleConnections).set({ scopes: `${COMPOSE} ${EVENTS}` }).where(eq(googleConnections.userId, ctx.actor.userId));
    await expect(draftFollowUpEmail({ ctx, deps, input: { action_item_id: itemId } })).rejects.toMatchObject({ code: "PRECONDITION_FAILED" });
    await expect(holdTimeForItem({ ctx, deps, input: { action_item_id: itemId } })).rejects.toMatchObject({ code: "PRECONDITION_FAILED" });
  });

  it("another user's action item is 404", async () => {
    const owner = await meetingWithItem();
    const other = await meetingWithItem();
    await expect(draftFollowUpEmail({ ctx: other.ctx, deps, input: { action_item_id: owner.itemId } })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(holdTimeForItem({ ctx: other.ctx, deps, input: { action_item_id: owner.itemId } })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(holdTimeForItem({ ctx: other.ctx, deps, input: { action_item_id: "not-a-uuid" } })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("Hold time", () => {
  it("asks for calendar.events alone, then holds 30 minutes at 09:00 on the due day", async () => {
    const { ctx, email, itemId } = await meetingWithItem();
    const first = await holdTimeForItem({ ctx, deps, input: { action_item_id: itemId, time_zone: "Europe/Berlin" } });
    expect(first).toMatchObject({ outcome: "needs_permission", scope: EVENTS });
    await allow(ctx, first.outcome === "needs_permission" ? first.auth_url : "", email);
    const held = await holdTimeForItem({ ctx, deps, input: { action_item_id: itemId, time_zone: "Europe/Berlin" } });
    expect(held).toMatchObject({ outcome: "hold_created", starts_at: "2026-01-09T08:00:00.000Z", ends_at: "2026-01-09T08:30:00.000Z" });
    const { events } = (await control.events(email)) as { events: { id: string; summary?: string; start?: { dateTime?: string } }[] };
    const event = events.find((e) => held.outcome === "hold_created" && e.id === held.event_id);
    expect(event?.summary).toBe("Send the revised quote to Acme");
    expect(Date.parse(event?.start?.dateTime ?? "")).toBe(Date.parse("2026-01-09T08:00:00Z"));
  });
});

describe("holdSlot", () => {
  it("takes the next working day when there is no due day or it has passed", () => {
    const friday = new Date("2026-01-09T16:00:00Z");
    expect(holdSlot({ dueDate: null, now: friday }).start.toISOString()).toBe("2026-01-12T09:00:00.000Z");
    expect(holdSlot({ dueDate: "2026-01-02", now: friday }).start.toISOString()).toBe("2026-01-12T09:00:00.000Z");
    expect(holdSlot({ dueDate: "2026-01-09", now: friday, timeZone: "America/New_York" }).start.toISOString()).toBe("2026-01-12T14:00:00.000Z");
    expect(holdSlot({ dueDate: "2026-07-01", now: friday, timeZone: "Not/AZone" })).toMatchObject({ timeZone: "UTC" });
  });
});
