import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gmailMessages, googleConnections, meetings, notifications } from "@understudy/db/schema";
import { createTestMeeting, createTestUser } from "@understudy/db/test";
import type { RunningSandbox } from "@understudy/sandbox";
import { fixedClock } from "../clock";
import { connectTestDb, makeUserCtx } from "../../testing/helpers";
import { syncCalendar } from "../calendar";
import type { GoogleDeps } from "../google/deps";
import { getGoogleStatus } from "../google/status";
import { connectGoogle, sandboxControl, startGoogleSandbox } from "../../testing/google";
import { addDetectedMeeting, titleFromSubject } from "./add";
import { listGmailMeetings } from "./detect";
import { GmailMeetingsResponse } from "./schemas";

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

async function connectedUser(mailbox: "empty" | "generated", calendar: "empty" | "generated" = "empty") {
  const user = await createTestUser(db);
  const email = `mail-${randomUUID()}@example.com`;
  await control.seedCalendar(email, calendar);
  await control.seedMailbox(email, mailbox);
  const ctx = makeUserCtx(db, user.id, { clock });
  await connectGoogle(ctx, deps, email);
  return { user, email, ctx };
}

const LEGIT_HOST = /(^|\.)(zoom\.us|meet\.google\.com|teams\.microsoft\.com|teams\.live\.com|webex\.com)$/;

describe("invite detection", () => {
  it("finds the invites in a real-looking mailbox and nothing else", async () => {
    const { user, ctx } = await connectedUser("generated", "generated");
    const result = GmailMeetingsResponse.parse(await listGmailMeetings({ ctx, deps }));
    expect(result.stale).toBe(false);
    const subjects = result.meetings.map((m) => m.subject);
    expect(subjects.filter((s) => s.startsWith("Invitation: ")).length).toBeGreaterThanOrEqual(3);
    expect(subjects).toEqual(expect.arrayContaining(["Quick call?", "Community call", "Product Ops Monthly: office hours are back"]));
    expect(subjects.some((s) => s.startsWith("Zoom meeting invitation - "))).toBe(true);
    for (const excluded of ["Your meeting is about to start", "[Action required] Verify your Zoom account", "Lunch tomorrow?", "Fwd: agenda", "Invitation: broken", "(no content)"]) {
      expect(subjects).not.toContain(excluded);
    }
    for (const m of result.meetings) {
      for (const link of m.meeting_urls) expect(new URL(link.url).hostname).toMatch(LEGIT_HOST);
      expect(m.body_snippet).not.toMatch(/&amp;|&#39;/);
    }
    const dates = result.meetings.map((m) => m.date ?? "");
    expect([...dates].sort().reverse()).toEqual(dates);
    const community = result.meetings.find((m) => m.subject === "Community call");
    expect(community).toMatchObject({ meeting_urls: [{ platform: "teams", url: expect.stringMatching(/^https:\/\/teams\.live\.com\/meet\//) }], suggested_start: expect.any(String) });
    const newsletter = result.meetings.find((m) => m.subject.startsWith("Product Ops"));
    expect(newsletter?.meeting_urls[0]?.url).toMatch(/^https:\/\/us0\dweb\.zoom\.us\/j\/\d+\?pwd=/);

    const notes = await db.select().from(notifications).where(and(eq(notifications.userId, user.id), eq(notifications.kind, "gmail_invite")));
    expect(notes.map((n) => [n.title, n.message])).toEqual([["Meeting invites found in Gmail", `Found ${result.meetings.length} meeting invites in your recent mail.`]]);
  });

  it("reads each message once, announces only new invites, and ignores new mail that is not an invite", async () => {
    const { user, email, ctx } = await connectedUser("empty");
    await control.sendMail(email, { from: { name: "Bob", email: "bob@example.com" }, subject: "Standup", text: "Link: https://meet.google.com/abc-defg-hij", date: "2026-01-05T08:00:00Z" });
    expect((await listGmailMeetings({ ctx, deps })).meetings).toHaveLength(1);
    const scanned = await db.select().from(gmailMessages).where(eq(gmailMessages.userId, user.id));

    expect((await listGmailMeetings({ ctx, deps })).meetings).toHaveLength(1);
    expect(await db.select().from(gmailMessages).where(eq(gmailMessages.userId, user.id))).toEqual(scanned);

    await control.sendMail(email, { from: { name: "Eve", email: "eve@example.com" }, date: "2026-01-05T08:30:00Z", subject: "Pairing tomorrow", html: '<a href="https://acme.zoom.us/j/98765432109?pwd=x">Join Zoom</a>' });
    await control.sendMail(email, { from: { name: "Eve", email: "eve@example.com" }, subject: "Zoom pricing", text: "See https://zoom.us/pricing" });
    const after = await listGmailMeetings({ ctx, deps });
    expect(after.meetings.map((m) => [m.subject, m.meeting_urls])).toEqual([
      ["Pairing tomorrow", [{ platform: "zoom", url: "https://acme.zoom.us/j/98765432109?pwd=x" }]],
      ["Standup", [{ platform: "google_meet", url: "https://meet.google.com/abc-defg-hij" }]],
    ]);
    const notes = await db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(notes.map((n) => n.title).sort()).toEqual(["Meeting invites found in Gmail", "New meeting invite detected"]);
    expect(notes.find((n) => n.title === "New meeting invite detected")?.message).toBe("Pairing tomorrow — from Eve <eve@example.com>");
    expect(await db.select().from(gmailMessages).where(eq(gmailMessages.userId, user.id))).toHaveLength(3);
  });

  it("answers with the stored invites, marked stale, while Gmail is rate limiting or down", async () => {
    const { email, ctx } = await connectedUser("empty");
    await control.sendMail(email, { from: { email: "bob@example.com" }, subject: "Sync", text: "https://meet.google.com/abc-defg-hij", date: "2026-01-05T07:00:00Z" });
    await listGmailMeetings({ ctx, deps });
    await control.sendMail(email, { from: { email: "bob@example.com" }, subject: "Later", text: "https://zoom.us/j/1234567890", date: "2026-01-05T08:00:00Z" });
    await control.arm({ gmail: { unavailable: 20 } });
    const down = await listGmailMeetings({ ctx, deps });
    expect(down).toMatchObject({ stale: true, meetings: [{ subject: "Sync" }] });
    await control.disarm();
    await control.arm({ gmail: { rate_limit: 1 } });
    const recovered = await listGmailMeetings({ ctx, deps });
    expect(recovered.stale).toBe(false);
    expect(recovered.meetings.map((m) => m.subject)).toEqual(["Later", "Sync"]);
  });

  it("asks for a reconnect when the grant is gone", async () => {
    const { user, ctx } = await connectedUser("empty");
    await db.update(googleConnections).set({ accessTokenEnc: null }).where(eq(googleConnections.userId, user.id));
    await control.arm({ token: { invalid_grant: true } });
    await expect(listGmailMeetings({ ctx, deps })).rejects.toMatchObject({ code: "PRECONDITION_FAILED" });
    expect((await getGoogleStatus({ ctx })).status).toBe("reconnect_needed");
  });
});

describe("adding a detected invite as a meeting", () => {
  const ICS = (start: string, end: string) =>
    ["BEGIN:VCALENDAR", "METHOD:REQUEST", "BEGIN:VEVENT", `DTSTART:${start}`, `DTEND:${end}`, "SUMMARY:Design crit", "END:VEVENT", "END:VCALENDAR"].join("\r\n");

  it("creates the meeting from the invite's calendar part, once, and links it", async () => {
    const { user, email, ctx } = await connectedUser("empty");
    await control.sendMail(email, {
      from: { email: "bob@example.com" },
      subject: "Invitation: Design crit @ Tue 6 Jan 2026",
      text: "Join: https://meet.google.com/abc-defg-hij",
      calendar: { method: "REQUEST", ics: ICS("20260106T140000Z", "20260106T143000Z") },
    });
    const [invite] = (await listGmailMeetings({ ctx, deps })).meetings;
    expect(invite).toMatchObject({ suggested_start: "2026-01-06T14:00:00.000Z", meeting_id: null });
    const meeting = await addDetectedMeeting({ ctx, input: { email_id: invite?.email_id ?? "" } });
    expect(meeting).toMatchObject({
      title: "Design crit",
      scheduled_at: "2026-01-06T14:00:00.000Z",
      duration_minutes: 30,
      meeting_url: "https://meet.google.com/abc-defg-hij",
      platform: "google_meet",
      source: "gmail",
    });
    await expect(addDetectedMeeting({ ctx, input: { email_id: invite?.email_id ?? "" } })).rejects.toMatchObject({ code: "CONFLICT" });
    expect((await listGmailMeetings({ ctx, deps })).meetings[0]?.meeting_id).toBe(meeting.id);
    expect(await db.select().from(meetings).where(eq(meetings.userId, user.id))).toHaveLength(1);
  });

  it("needs a start time when the invite has none, checks the link, and refuses a link already in the meetings", async () => {
    const { user, email, ctx } = await connectedUser("empty");
    await control.sendMail(email, { from: { email: "bob@example.com" }, subject: "Quick call?", text: "meet.google.com/abc-defg-hij or https://zoom.us/j/1234567890" });
    await control.sendMail(email, { from: { email: "bob@example.com" }, subject: "Old link", text: "https://zoom.us/j/5555555555" });
    const found = (await listGmailMeetings({ ctx, deps })).meetings;
    const quick = found.find((m) => m.subject === "Quick call?");
    const id = quick?.email_id ?? "";
    await expect(addDetectedMeeting({ ctx, input: { email_id: id } })).rejects.toMatchObject({ code: "BAD_REQUEST", message: expect.stringMatching(/^scheduled_at:/) });
    await expect(addDetectedMeeting({ ctx, input: { email_id: id, url: "https://evil.example/", scheduled_at: new Date("2026-01-07T10:00:00Z") } })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    const added = await addDetectedMeeting({ ctx, input: { email_id: id, url: "https://zoom.us/j/1234567890", scheduled_at: new Date("2026-01-07T10:00:00Z"), title: "Numbers" } });
    expect(added).toMatchObject({ title: "Numbers", platform: "zoom", duration_minutes: 60, scheduled_at: "2026-01-07T10:00:00.000Z" });

    await createTestMeeting(db, user.id, { meetingUrl: "https://zoom.us/j/5555555555", platform: "zoom" });
    const old = (await listGmailMeetings({ ctx, deps })).meetings.find((m) => m.subject === "Old link");
    expect(old?.meeting_id).toEqual(expect.any(String));
    await expect(addDetectedMeeting({ ctx, input: { email_id: old?.email_id ?? "", scheduled_at: new Date("2026-01-07T10:00:00Z") } })).rejects.toMatchObject({ code: "CONFLICT" });
  });

  it("shows another user's invites to nobody else", async () => {
    const alice = await connectedUser("empty");
    await control.sendMail(alice.email, { from: { email: "bob@example.com" }, subject: "Private", text: "https://meet.google.com/abc-defg-hij" });
    const [invite] = (await listGmailMeetings({ ctx: alice.ctx, deps })).meetings;
    const bob = await connectedUser("empty");
    expect((await listGmailMeetings({ ctx: bob.ctx, deps })).meetings).toEqual([]);
    await expect(addDetectedMeeting({ ctx: bob.ctx, input: { email_id: invite?.email_id ?? "", scheduled_at: new Date() } })).rejects.toMatchObject({ code: "NOT_FOUND" });
    const stranger = makeUserCtx(db, (await createTestUser(db)).id, { clock });
    await expect(listGmailMeetings({ ctx: stranger, deps })).rejects.toMatchObject({ code: "PRECONDITION_FAILED", message: "Connect your Google account first" });
  });

  it("matches Google invitations to meetings synced from the calendar", async () => {
    const { ctx } = await connectedUser("generated", "generated");
    await syncCalendar({ ctx, deps });
    const { meetings: found } = await listGmailMeetings({ ctx, deps });
    const googleInvites = found.filter((m) => m.subject.startsWith("Invitation: ") && m.meeting_urls.length > 0);
    expect(googleInvites.length).toBeGreaterThan(0);
    expect(googleInvites.filter((m) => m.meeting_id !== null).length).toBeGreaterThan(0);
  });
});

describe("titleFromSubject", () => {
  it.each([
    ["Invitation: Weekly sync @ Wed 7 Jan 2026 10:00 - 10:30 (GMT) (ada@understudy.test)", "Weekly sync"],
    ["Updated invitation: Roadmap @ Mon", "Roadmap"],
    ["Zoom meeting invitation - Contract review", "Zoom meeting invitation - Contract review"],
    ["Invitation: ", "Invitation: "],
  ])("%s → %s", (subject, title) => {
    expect(titleFromSubject(subject)).toBe(title);
  });
});
