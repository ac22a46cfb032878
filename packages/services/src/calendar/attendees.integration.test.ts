import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { meetings } from "@understudy/db/schema";
import { createTestUser } from "@understudy/db/test";
import type { RunningSandbox } from "@understudy/sandbox";
import { fixedClock } from "../clock";
import { connectTestDb, makeUserCtx } from "../../testing/helpers";
import { decideCover } from "../bots/coverage/coverage";
import type { GoogleDeps } from "../google/deps";
import { connectGoogle, sandboxControl, startGoogleSandbox } from "../../testing/google";
import { syncCalendar } from "./sync";

const { db, close } = connectTestDb();
const clock = fixedClock("2026-01-05T09:00:00Z");
let sandbox: RunningSandbox;
let deps: GoogleDeps;
let control: ReturnType<typeof sandboxControl>;

beforeAll(async () => {
  ({ sandbox, deps } = await startGoogleSandbox(() => clock.now()));
  control = sandboxControl(sandbox);
});
afterAll(async () => {
  await sandbox.close();
  await close();
});

const MEET = "https://meet.google.com/abc-defg-hij";

async function connectedUser(email: string) {
  const user = await createTestUser(db, { email: `${randomUUID()}-${email}` });
  await control.seedCalendar(email, "empty");
  await control.seedMailbox(email, "empty");
  const ctx = makeUserCtx(db, user.id, { clock });
  await connectGoogle(ctx, deps, email);
  return { user, ctx };
}

const meetingOf = async (userId: string, externalId: string) =>
  (await db.select().from(meetings).where(and(eq(meetings.userId, userId), eq(meetings.externalId, externalId))))[0];

describe("calendar sync: organiser and attendees", () => {
  it("stores the organiser's email and each attendee (email, name, self, organiser, answer), and an attendee change updates the meeting", async () => {
    const email = `cal-${randomUUID()}@acme.example`;
    const { user, ctx } = await connectedUser(email);
    await control.addEvent(email, {
      id: "att001",
      summary: "Partner call",
      start: { dateTime: "2026-01-06T10:00:00Z" },
      end: { dateTime: "2026-01-06T10:30:00Z" },
      hangoutLink: MEET,
      organizer: { email: "priya@northwind.example", displayName: "Priya Raman" },
      attendees: [
        { email: "priya@northwind.example", displayName: "Priya Raman", organizer: true, responseStatus: "accepted" },
        { email, self: true, responseStatus: "needsAction" },
        { email: "bob@acme.example", displayName: "Bob Stone", responseStatus: "tentative" },
      ],
    });
    expect(await syncCalendar({ ctx, deps })).toMatchObject({ created_meetings: 1 });
    const row = await meetingOf(user.id, "att001");
    expect(row?.organizerEmail).toBe("priya@northwind.example");
    expect(row?.attendees).toEqual([
      { email: "priya@northwind.example", name: "Priya Raman", self: false, organizer: true, responseStatus: "accepted" },
      { email, name: null, self: true, organizer: false, responseStatus: "needsAction" },
      { email: "bob@acme.example", name: "Bob Stone", self: false, organizer: false, responseStatus: "tentative" },
    ]);

    expect(row && decideCover(row, { emails: [email], rule: "external_only" })).toEqual({ covered: true, reason: "rule_external" });
    expect(await syncCalendar({ ctx, deps })).toMatchObject({ created_meetings: 0, updated_meetings: 0 });
  });

  it("updates the meeting when the guest list changes: an outsider leaving makes it internal", async () => {
    const email = `cal-${randomUUID()}@acme.example`;
    const { user, ctx } = await connectedUser(email);
    const guests = (extra: { email: string; displayName: string; responseStatus: string }[]) => [{ email, self: true, organizer: true, responseStatus: "accepted" }, ...extra];
    const bob = { email: "bob@acme.example", displayName: "Bob Stone", responseStatus: "accepted" };
    await control.addEvent(email, {
      id: "att002",
      summary: "Pricing review",
      start: { dateTime: "2026-01-07T10:00:00Z" },
      end: { dateTime: "2026-01-07T10:30:00Z" },
      hangoutLink: MEET,
      attendees: guests([bob, { email: "kenji@contoso.example", displayName: "Kenji Watanabe", responseStatus: "needsAction" }]),
    });
    await syncCalendar({ ctx, deps });
    const before = await meetingOf(user.id, "att002");
    expect(before?.organizerEmail).toBe(email);
    expect(before && decideCover(before, { emails: [email], rule: "external_only" })).toEqual({ covered: true, reason: "rule_external" });

    await control.updateEvent(email, "att002", { attendees: guests([bob]) });
    expect(await syncCalendar({ ctx, deps })).toMatchObject({ created_meetings: 0, updated_meetings: 1 });
    const after = await meetingOf(user.id, "att002");
    expect(after?.attendees.map((a) => a.email)).toEqual([email, "bob@acme.example"]);
    expect(after && decideCover(after, { emails: [email], rule: "external_only" })).toEqual({ covered: false, reason: "internal_only" });
  });

  it("names the user as organiser of their own events, so 'only meetings I organise' covers them", async () => {
    const email = `cal-${randomUUID()}@acme.example`;
    const { user, ctx } = await connectedUser(email);
    await control.addEvent(email, { id: "mine01", summary: "My standup", start: { dateTime: "2026-01-06T09:00:00Z" }, end: { dateTime: "2026-01-06T09:15:00Z" }, hangoutLink: MEET });
    await syncCalendar({ ctx, deps });
    const row = await meetingOf(user.id, "mine01");
    expect(row?.organizerEmail).toBe(email);
    expect(row && decideCover(row, { emails: [email], rule: "organised_by_me" })).toEqual({ covered: true, reason: "rule_organised_by_me" });
  });
});
