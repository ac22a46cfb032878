import { unzipSync, strFromU8 } from "fflate";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, describe, expect, it } from "vitest";
import { botParticipants, botSessions, meetingSummaries } from "@understudy/db/schema";
import { createTestMeeting, createTestUser } from "@understudy/db/test";
import { fixedClock } from "@understudy/services/clock";
import { connectTestDb, makeCaller, makeUserCtx, signedInUser } from "../support/helpers";
import { must } from "@understudy/services/testing/must";
import { assertPlayable, parseSrt, parseVtt } from "@understudy/services/testing/subtitles";
import { insertTranscript } from "@understudy/services/testing/transcripts";
import type { SummaryContent } from "@understudy/services/summaries";
import { EXPORT_FORMATS, exportMeetingFile, MeetingExportJson, type ExportFormat } from "@understudy/services/export";

const { db, close } = connectTestDb();
afterAll(() => close());

const DAY = 86_400_000;
const pro = () => createTestUser(db, { subscriptionPlan: "pro", trialEndsAt: new Date(Date.now() - 30 * DAY) });

const CONTENT: SummaryContent = {
  gist: "Search gets the next two weeks.",
  overview: "The team reviewed the mobile beta and the calendar sync bug, and cut scope.",
  key_points: [{ point: "Crash rate under one percent", timestamp: 14 }],
  action_items: [{ task: "Switch reminders to high priority push", owner: "Elena Novak", due: "Wednesday", timestamp: 86 }],
  decisions: [{ decision: "Notion export moves to next quarter", context: "Search matters more to customers", timestamp: 244 }],
};

/** A Pro user's meeting with a transcript, an AI summary (a failed newer version on top) and a bot's attendance. */
async function fullMeeting() {
  const user = await pro();
  const meeting = await createTestMeeting(db, user.id, { title: "Synchro hebdo avec Chloé", status: "completed", platform: "zoom", scheduledAt: new Date("2026-11-23T10:00:00Z"), botAttended: true });
  await insertTranscript(db, meeting.id, user.id, [
    { speaker: "Chloé Durand", text: "Bonjour à tous, on commence par la bêta mobile.", at: 0 },
    { speaker: "Marcus Lee", text: "We have two hundred and forty testers now and the crash rate is under one percent.", at: 14 },
    { speaker: "Дмитрий", text: "Привет, я проверю синхронизацию календаря.", at: 40 },
  ]);
  const base = { meetingId: meeting.id, userId: user.id, model: "gpt-test", promptVersion: "v1", transcriptHash: "h" };
  await db.insert(meetingSummaries).values([
    { ...base, version: 1, status: "ready", content: CONTENT },
    { ...base, version: 2, status: "failed", error: "boom" },
  ]);
  const [session] = await db.insert(botSessions).values({ userId: user.id, meetingId: meeting.id, provider: "sandbox", botName: "Bot", meetingUrl: "https://zoom.us/j/1", platform: "zoom", status: "disconnected" }).returning();
  await db.insert(botParticipants).values([
    { sessionId: must(session).id, providerParticipantId: "p1", name: "Chloé Durand", email: "chloe@example.com", isHost: true, joinedAt: new Date("2026-11-23T10:01:00Z"), leftAt: new Date("2026-11-23T10:40:00Z") },
    { sessionId: must(session).id, providerParticipantId: "p2", name: "Marcus Lee", email: null, joinedAt: new Date("2026-11-23T10:03:00Z") },
  ]);
  return { user, meeting, ctx: makeUserCtx(db, user.id) };
}

const exportAs = (ctx: ReturnType<typeof makeUserCtx>, id: string, format: ExportFormat, tz?: string) => exportMeetingFile({ ctx, input: { id, format, tz } });
const text = (body: Uint8Array) => new TextDecoder("utf-8", { fatal: true }).decode(body);

async function pdfText(body: Uint8Array): Promise<{ pages: number; text: string }> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const { totalPages, text } = await extractText(pdf, { mergePages: true });
  return { pages: totalPages, text };
}

function docxXml(body: Uint8Array): string {
  const files = unzipSync(body);
  expect(Object.keys(files)).toEqual(expect.arrayContaining(["[Content_Types].xml", "word/document.xml"]));
  return strFromU8(must(files["word/document.xml"], "word/document.xml"));
}

describe("exporting a meeting in every format", () => {
  it("writes a PDF whose text can be extracted, with the title, accents, Cyrillic, the summary and transcript lines", async () => {
    const { meeting, ctx } = await fullMeeting();
    const file = await exportAs(ctx, meeting.id, "pdf");
    expect(file.contentType).toBe("application/pdf");
    expect(file.filename).toBe("Synchro hebdo avec Chloé 2026-11-23.pdf");
    expect(text(file.body.slice(0, 5))).toBe("%PDF-");
    const { pages, text: content } = await pdfText(file.body);
    expect(pages).toBeGreaterThanOrEqual(1);
    const flat = content.replace(/\s+/g, " ");
    for (const expected of [
      "Synchro hebdo avec Chloé",
      "Bonjour à tous, on commence par la bêta mobile.",
      "Привет, я проверю синхронизацию календаря.",
      "Notion export moves to next quarter",
      "Switch reminders to high priority push (owner: Elena Novak, due: Wednesday)",
      "Chloé Durand <chloe@example.com> (host): present, joined 10:01, left 10:40",
      "page 1 of",
    ]) {
      expect(flat).toContain(expected);
    }
  });

  it("writes a DOCX that unzips, with the text in word/document.xml", async () => {
    const { meeting, ctx } = await fullMeeting();
    const file = await exportAs(ctx, meeting.id, "docx");
    expect(file.contentType).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    const xml = docxXml(file.body);
    for (const expected of ["Synchro hebdo avec Chloé", "Bonjour à tous, on commence par la bêta mobile.", "Привет, я проверю синхронизацию календаря.", "Notion export moves to next quarter", "Attendance", "Marcus Lee"]) {
      expect(xml).toContain(expected);
    }
  });

  it("writes Markdown with the summary's timestamps and the dates in the reader's zone", async () => {
    const { meeting, ctx } = await fullMeeting();
    const md = text((await exportAs(ctx, meeting.id, "md", "Europe/Paris")).body);
    expect(md.startsWith("# Synchro hebdo avec Chloé\n")).toBe(true);
    expect(md).toContain("- **When:** Monday 23 November 2026, 11:00–12:00 (Europe/Paris)");
    expect(md).toContain("- Chloé Durand (chloe@example.com) — host: present, joined 11:01, left 11:40");
    expect(md).toContain("- **Notion export moves to next quarter** — Search matters more to customers `4:04`");
    expect(md).toContain("**Дмитрий** `0:40`  \nПривет, я проверю синхронизацию календаря.");
  });

  it("writes SRT and WebVTT that parse, one cue per short turn, in order", async () => {
    const { meeting, ctx } = await fullMeeting();
    const srt = await exportAs(ctx, meeting.id, "srt");
    expect(srt.contentType).toBe("application/x-subrip; charset=utf-8");
    const srtCues = parseSrt(text(srt.body));
    assertPlayable(srtCues);
    expect(srtCues.map((c) => c.start)).toEqual([0, 14, 40]);
    expect(srtCues[0]?.text).toBe("Chloé Durand: Bonjour à tous, on commence par la bêta\nmobile.");
    const vtt = await exportAs(ctx, meeting.id, "vtt");
    expect(vtt.contentType).toBe("text/vtt; charset=utf-8");
    const vttCues = parseVtt(text(vtt.body));
    assertPlayable(vttCues);
    expect(vttCues.map((c) => [c.start, c.end])).toEqual(srtCues.map((c) => [c.start, c.end]));
    expect(vttCues[2]?.text).toBe("<v Дмитрий>Привет, я проверю синхронизацию календаря.");
  });

  it("writes JSON that validates against its schema, with the newest ready summary and the attendance", async () => {
    const { meeting, ctx } = await fullMeeting();
    const file = await exportAs(ctx, meeting.id, "json");
    expect(file.contentType).toBe("application/json; charset=utf-8");
    const json = MeetingExportJson.parse(JSON.parse(text(file.body)));
    expect(json.meeting).toMatchObject({ id: meeting.id, title: "Synchro hebdo avec Chloé", platform: "zoom", status: "completed" });
    expect(json.summary).toMatchObject({ source: "ai", version: 1, model: "gpt-test", gist: CONTENT.gist, decisions: CONTENT.decisions, action_items: CONTENT.action_items });
    expect(json.attendance.map((a) => [a.name, a.status, a.is_host])).toEqual([
      ["Chloé Durand", "present", true],
      ["Marcus Lee", "present", false],
    ]);
    expect(json.transcript.map((t) => [t.seq, t.speaker, t.start_seconds])).toEqual([
      [0, "Chloé Durand", 0],
      [1, "Marcus Lee", 14],
      [2, "Дмитрий", 40],
    ]);
  });

  it("exports what exists for a meeting with no transcript, summary or attendance, in every format", async () => {
    const user = await pro();
    const meeting = await createTestMeeting(db, user.id, { title: "Empty" });
    const ctx = makeUserCtx(db, user.id);
    for (const format of EXPORT_FORMATS.filter((f) => f !== "srt")) {
      const file = await exportAs(ctx, meeting.id, format);
      expect(file.body.byteLength, format).toBeGreaterThan(0);
    }
    // SubRip has no header: a transcript without turns is an empty, valid file.
    expect(parseSrt(text((await exportAs(ctx, meeting.id, "srt")).body))).toEqual([]);
    expect(text((await exportAs(ctx, meeting.id, "md")).body)).toContain("No transcript yet.");
    expect((await pdfText((await exportAs(ctx, meeting.id, "pdf")).body)).text).toContain("No summary yet.");
    expect(parseVtt(text((await exportAs(ctx, meeting.id, "vtt")).body))).toEqual([]);
    expect(MeetingExportJson.parse(JSON.parse(text((await exportAs(ctx, meeting.id, "json")).body)))).toMatchObject({ summary: null, transcript: [], attendance: [] });
  });

  it("exports a meeting of 2,000 segments in every format", async () => {
    const user = await pro();
    const meeting = await createTestMeeting(db, user.id, { title: "Long meeting" });
    const speakers = ["Ada", "Grace", "Alan", "Chloé"];
    await insertTranscript(
      db,
      meeting.id,
      user.id,
      Array.from({ length: 2000 }, (_, i) => ({ speaker: must(speakers[i % 4]), text: `Line ${i} about the roadmap, the budget and the next release.`, at: i * 4 })),
    );
    const ctx = makeUserCtx(db, user.id);
    const srt = parseSrt(text((await exportAs(ctx, meeting.id, "srt")).body));
    assertPlayable(srt);
    expect(srt).toHaveLength(2000);
    expect(srt.at(-1)).toMatchObject({ id: "2000", start: 7996 });
    expect(parseVtt(text((await exportAs(ctx, meeting.id, "vtt")).body))).toHaveLength(2000);
    expect(MeetingExportJson.parse(JSON.parse(text((await exportAs(ctx, meeting.id, "json")).body))).transcript).toHaveLength(2000);
    expect(text((await exportAs(ctx, meeting.id, "md")).body)).toContain("Line 1999 about the roadmap");
    expect(docxXml((await exportAs(ctx, meeting.id, "docx")).body)).toContain("Line 1999 about the roadmap");
    const pdf = await pdfText((await exportAs(ctx, meeting.id, "pdf")).body);
    expect(pdf.pages).toBeGreaterThan(20);
    expect(pdf.text).toContain("Line 1999 about the roadmap");
  });
});

describe("who may export", () => {
  it("refuses a trial user and an expired trial with 403 naming Pro, through tRPC; lets Pro through", async () => {
    for (const overrides of [{}, { trialEndsAt: new Date(Date.now() - DAY) }]) {
      const { user, token } = await signedInUser(db, overrides);
      const meeting = await createTestMeeting(db, user.id);
      await expect((await makeCaller(db, token)).export.meeting({ id: meeting.id, format: "md" })).rejects.toMatchObject({
        code: "FORBIDDEN",
        message: expect.stringContaining("Pro plan"),
      });
    }
    const { user, token } = await signedInUser(db, { subscriptionPlan: "pro" });
    const meeting = await createTestMeeting(db, user.id, { title: "Pro meeting" });
    const file = await (await makeCaller(db, token)).export.meeting({ id: meeting.id, format: "md" });
    expect(file).toMatchObject({ filename: expect.stringMatching(/^Pro meeting \d{4}-\d{2}-\d{2}\.md$/), content_type: "text/markdown; charset=utf-8" });
    expect(Buffer.from(file.content_base64, "base64").toString("utf8")).toContain("# Pro meeting");
    expect(file.size).toBe(Buffer.from(file.content_base64, "base64").byteLength);
  });

  it("limits a user to 30 exports a minute, then answers too many requests until the minute is over; others are not affected", async () => {
    const clock = fixedClock(new Date());
    const { user, token } = await signedInUser(db, { subscriptionPlan: "pro" });
    const meeting = await createTestMeeting(db, user.id);
    const caller = await makeCaller(db, token, clock);
    for (let i = 0; i < 30; i++) await caller.export.meeting({ id: meeting.id, format: "srt" });
    await expect(caller.export.meeting({ id: meeting.id, format: "srt" })).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
    const other = await signedInUser(db, { subscriptionPlan: "pro" });
    const theirs = await createTestMeeting(db, other.user.id);
    await expect((await makeCaller(db, other.token, clock)).export.meeting({ id: theirs.id, format: "srt" })).resolves.toMatchObject({ size: 0 });
    clock.advance(61_000);
    await expect(caller.export.meeting({ id: meeting.id, format: "srt" })).resolves.toMatchObject({ size: 0 });
  });

  it("answers not found for another user's meeting and a non-id, and refuses an unknown format or zone", async () => {
    const owner = await pro();
    const meeting = await createTestMeeting(db, owner.id);
    const { token } = await signedInUser(db, { subscriptionPlan: "pro" });
    const caller = await makeCaller(db, token);
    await expect(caller.export.meeting({ id: meeting.id, format: "pdf" })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(caller.export.meeting({ id: "not-an-id", format: "pdf" })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(caller.export.meeting({ id: meeting.id, format: "exe" as never })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(caller.export.meeting({ id: meeting.id, format: "md", tz: "Mars/Olympus" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});
