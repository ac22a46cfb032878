import { eq } from "drizzle-orm";
import { actionItems, avatarTurns, meetings, meetingSummaries, users } from "@understudy/db/schema";
import { createTestMeeting } from "@understudy/db/test";
import { createOpenAIModel, type LanguageModel } from "@understudy/integrations/ai";
import { startSandbox, type RunningSandbox } from "@understudy/sandbox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backfillActionItems, recordDeferredQuestion, syncSummaryActionItems } from "@understudy/services/action-items";
import { collectAccountData } from "@understudy/services/account";
import { systemClock } from "@understudy/services/clock";
import { silentLogger } from "@understudy/services/logger";
import { generateSummary, PROMPT_VERSION, type SummaryContent } from "@understudy/services/summaries";
import { testDeps } from "@understudy/services/testing/deps";
import { insertTranscript } from "@understudy/services/testing/transcripts";
import { connectTestDb, signedInUser, startRestServer } from "../support/helpers";
import { expectDetail, restClient, type RestCall } from "../support/rest-client";

const { db, close } = connectTestDb();
let sandbox: RunningSandbox;
let model: LanguageModel;
let server: { url: string; close(): Promise<void> };
let call: RestCall;
const system = { db, clock: systemClock, log: silentLogger, actor: { type: "system" as const }, deps: testDeps(db) };
const MEETING_AT = new Date("2026-11-24T15:00:00Z"); // a Tuesday

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  model = createOpenAIModel({ apiKey: "sk-sandbox-test", baseURL: `${sandbox.url}/v1`, model: "gpt-4o-mini", embeddingModel: "text-embedding-3-small", timeoutMs: 10_000, maxRetries: 2 });
  server = await startRestServer(db);
  call = restClient(server.url);
});
afterAll(async () => {
  await server.close();
  await sandbox.close();
  await close();
});

type Task = SummaryContent["action_items"][number];
const content = (tasks: Task[], gist = "Pricing review with Acme: the renewal discount"): SummaryContent => ({ gist, overview: "o", key_points: [], decisions: [], action_items: tasks });

/** A ready version stored as summary.generate stores it: the summary and its rows in one transaction. */
async function storeVersion(meetingId: string, userId: string, version: number, c: SummaryContent): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(meetingSummaries)
      .values({ meetingId, userId, version, status: "ready", model: "m", promptVersion: "p", transcriptHash: `h${version}`, content: c })
      .returning({ id: meetingSummaries.id });
    await syncSummaryActionItems(tx, { summaryId: row?.id ?? "", meetingId, userId, content: c, now: new Date() });
  });
}

async function ada() {
  const signed = await signedInUser(db, { name: "Ada Lovelace" });
  const meeting = await createTestMeeting(db, signed.user.id, {
    title: "Acme renewal",
    scheduledAt: MEETING_AT,
    status: "completed",
    attendees: [
      { email: signed.user.email, name: "Ada Lovelace", self: true, organizer: true, responseStatus: "accepted" },
      { email: "grace@acme.test", name: "Grace Hopper", self: false, organizer: false, responseStatus: "accepted" },
      { email: "alan.k@acme.test", name: "Alan Kay", self: false, organizer: false, responseStatus: "accepted" },
      { email: "alan.t@acme.test", name: "Alan Turing", self: false, organizer: false, responseStatus: "accepted" },
    ],
  });
  return { ...signed, meeting };
}

const rowsOf = (meetingId: string) => db.select().from(actionItems).where(eq(actionItems.meetingId, meetingId)).orderBy(actionItems.startSeconds);

describe("action items from summaries", () => {
  it("writes one row per task, the owner matched to the user or an attendee and the deadline read as a day", async () => {
    const { user, meeting } = await ada();
    await storeVersion(meeting.id, user.id, 1, content([
      { task: "Send the revised quote", owner: "Ada", due: "Friday", timestamp: 10 },
      { task: "Check the discount with finance", owner: "Grace", due: "tomorrow", timestamp: 20 },
      { task: "Share the roadmap", owner: "Alan", due: "2026-12-15", timestamp: 30 },
      { task: "Book the venue", owner: null, due: "soon", timestamp: 40 },
      { task: "send the revised quote.", owner: "Ada", due: null, timestamp: 50 },
    ]));
    const rows = await rowsOf(meeting.id);
    expect(rows.map((r) => [r.text, r.ownerName, r.ownerIsUser, r.dueText, r.dueDate, r.status])).toEqual([
      ["Send the revised quote", "Ada Lovelace", true, "Friday", "2026-11-27", "open"],
      ["Check the discount with finance", "Grace Hopper", false, "tomorrow", "2026-11-25", "open"],
      // Two attendees are called Alan: the name stays as said, and it is not the user's.
      ["Share the roadmap", "Alan", false, "2026-12-15", "2026-12-15", "open"],
      ["Book the venue", null, false, "soon", null, "open"],
    ]);
  });

  it("keeps one row per task across regenerations, and the user's done state and edits survive them", async () => {
    const { user, meeting } = await ada();
    await storeVersion(meeting.id, user.id, 1, content([
      { task: "Send the revised quote", owner: "Ada", due: "Friday", timestamp: 10 },
      { task: "Check the discount with finance", owner: "Grace", due: null, timestamp: 20 },
      { task: "Book the venue", owner: null, due: null, timestamp: 30 },
      { task: "Draft the contract", owner: "Grace", due: null, timestamp: 40 },
    ]));
    const before = await rowsOf(meeting.id);
    const byText = (t: string) => before.find((r) => r.text === t)?.id ?? "";
    await call("PATCH", `/action-items/${byText("Send the revised quote")}`, { token: await tokenOf(user.id), json: { status: "done" } });
    await call("PATCH", `/action-items/${byText("Check the discount with finance")}`, { token: await tokenOf(user.id), json: { text: "Check the 12% discount with finance", owner: "me" } });

    // The regeneration rewords one task only in case and punctuation, drops two and adds one.
    await storeVersion(meeting.id, user.id, 2, content([
      { task: "send the revised quote!", owner: "Grace", due: "Monday", timestamp: 12 },
      { task: "Check the discount with Finance", owner: "Grace", due: "Friday", timestamp: 22 },
      { task: "Update the pricing page", owner: "Grace Hopper", due: null, timestamp: 50 },
    ]));
    await storeVersion(meeting.id, user.id, 3, content([
      { task: "Send the revised quote", owner: "Grace", due: "Monday", timestamp: 12 },
      { task: "Check the discount with finance", owner: "Grace", due: "Friday", timestamp: 22 },
      { task: "Update the pricing page", owner: "Grace Hopper", due: null, timestamp: 50 },
    ]));
    const after = await rowsOf(meeting.id);
    expect(after.map((r) => [r.text, r.ownerName, r.ownerIsUser, r.status, r.dueText])).toEqual([
      // Done before: still done, the same row; untouched by the user, so the newest summary's words and owner.
      ["Send the revised quote", "Grace Hopper", false, "done", "Monday"],
      // Edited: the user's text and owner stay; the summary's new deadline does not overwrite their item.
      ["Check the 12% discount with finance", "Ada Lovelace", true, "open", null],
      ["Update the pricing page", "Grace Hopper", false, "open", null],
    ]);
    expect(after.find((r) => r.text === "Send the revised quote")?.id).toBe(byText("Send the revised quote"));
    expect(new Set(after.map((r) => r.dedupeKey)).size).toBe(after.length);
  });
});

const sessionTokens = new Map<string, string>();
async function tokenOf(userId: string): Promise<string> {
  const known = sessionTokens.get(userId);
  if (known) return known;
  const { createTestSession } = await import("@understudy/db/test");
  const token = await createTestSession(db, userId);
  sessionTokens.set(userId, token);
  return token;
}

describe("GET and PATCH /api/action-items", () => {
  it("owner=me&status=open lists the user's open items by due date, undated last; PATCH ticks, edits, reassigns and sets the day", async () => {
    const { user, token, meeting } = await ada();
    sessionTokens.set(user.id, token);
    await storeVersion(meeting.id, user.id, 1, content([
      { task: "Write the summary", owner: "Ada Lovelace", due: null, timestamp: 5 },
      { task: "Send the revised quote", owner: "Ada", due: "Friday", timestamp: 10 },
      { task: "Call the lawyer", owner: "ada lovelace", due: "tomorrow", timestamp: 15 },
      { task: "Check the discount", owner: "Grace", due: "tomorrow", timestamp: 20 },
    ]));
    const list = async (q: string) => (await call("GET", `/action-items?${q}`, { token })).body as { items: { id: string; text: string; status: string }[]; next_offset: number | null };
    const mine = await list("owner=me&status=open");
    expect(mine.items.map((i) => i.text)).toEqual(["Call the lawyer", "Send the revised quote", "Write the summary"]);
    expect(mine.next_offset).toBeNull();
    expect(await list("owner=me&status=open&limit=2")).toMatchObject({ next_offset: 2, items: [{ text: "Call the lawyer" }, { text: "Send the revised quote" }] });
    expect(await list("owner=me&status=open&limit=2&offset=2")).toMatchObject({ next_offset: null, items: [{ text: "Write the summary" }] });
    const [first] = mine.items;
    if (!first) throw new Error("no item");

    const done = await call("PATCH", `/action-items/${first.id}`, { token, json: { status: "done" } });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ id: first.id, status: "done", edited: false, link: `/meetings/${meeting.id}#t=15` });
    expect((await list("owner=me&status=open")).items.map((i) => i.text)).toEqual(["Send the revised quote", "Write the summary"]);
    // Open first: the done one comes after every open one when both are asked for.
    expect((await list("owner=me")).items.map((i) => i.status)).toEqual(["open", "open", "done"]);

    const edited = await call("PATCH", `/action-items/${first.id}`, { token, json: { status: "open", text: "Call the lawyer about clause 7", owner: "Grace", due_date: "2026-12-01" } });
    expect(edited.body).toMatchObject({ status: "open", done_at: null, text: "Call the lawyer about clause 7", owner: "Grace Hopper", owner_is_user: false, due_date: "2026-12-01", due: null, edited: true });
    const nobody = await call("PATCH", `/action-items/${first.id}`, { token, json: { owner: null, due_date: null } });
    expect(nobody.body).toMatchObject({ owner: null, owner_is_user: false, due_date: null });
    expect((await call("PATCH", `/action-items/${first.id}`, { token, json: { owner: "me" } })).body).toMatchObject({ owner: "Ada Lovelace", owner_is_user: true });
  });

  it("another user's item is 404 and never listed; bad input is 422 naming the field", async () => {
    const { user, token, meeting } = await ada();
    await storeVersion(meeting.id, user.id, 1, content([{ task: "Mine", owner: "Ada", due: null, timestamp: 1 }]));
    const [item] = await rowsOf(meeting.id);
    const stranger = await signedInUser(db, { name: "Bob Stone" });
    expectDetail(await call("PATCH", `/action-items/${item?.id}`, { token: stranger.token, json: { status: "done" } }), 404, "Action item not found");
    expectDetail(await call("PATCH", "/action-items/not-a-uuid", { token: stranger.token, json: { status: "done" } }), 404, "Action item not found");
    expect((await call("GET", "/action-items", { token: stranger.token })).body).toMatchObject({ items: [], next_offset: null });
    expectDetail(await call("PATCH", `/action-items/${item?.id}`, { token, json: { status: "maybe" } }), 422, /status/);
    expectDetail(await call("PATCH", `/action-items/${item?.id}`, { token, json: {} }), 422, /nothing to change/);
    expectDetail(await call("PATCH", `/action-items/${item?.id}`, { token, json: { text: "  " } }), 422, /text/);
    expectDetail(await call("PATCH", `/action-items/${item?.id}`, { token, json: { due_date: "Friday" } }), 422, /due_date/);
    expectDetail(await call("GET", "/action-items?status=later", { token }), 422, /status/);
    expectDetail(await call("PATCH", `/action-items/${item?.id}`, { json: { status: "done" } }), 401);
    const [unchanged] = await rowsOf(meeting.id);
    expect(unchanged?.status).toBe("open");
  });
});

describe("the avatar's deferred questions, the export and deletion", () => {
  it("a deferred question is the user's open item, once however often it is recorded; ticking or reopening it does the same in the avatar's log", async () => {
    const { user, token, meeting } = await ada();
    const turn = async (seq: number) => {
      const [t] = await db
        .insert(avatarTurns)
        .values({ userId: user.id, meetingId: meeting.id, utteranceSeq: seq, askedBy: "Grace Hopper", heard: `Ada, can you approve the budget ${seq}?`, heardAt: new Date(), decision: "defer", said: null, reason: "commitment" })
        .returning();
      if (!t) throw new Error("no turn");
      await db.transaction((tx) => recordDeferredQuestion(tx, t, "Ada Lovelace"));
      await db.transaction((tx) => recordDeferredQuestion(tx, t, "Ada Lovelace"));
      return t;
    };
    const one = await turn(61_000);
    const two = await turn(90_000);
    const open = (await call("GET", "/action-items?owner=me&status=open", { token })).body as { items: { id: string; source: string; text: string; start_seconds: number }[] };
    expect(open.items.map((i) => [i.source, i.text, i.start_seconds])).toEqual([
      ["avatar", 'Answer Grace Hopper: "Ada, can you approve the budget 61000?"', 61],
      ["avatar", 'Answer Grace Hopper: "Ada, can you approve the budget 90000?"', 90],
    ]);
    await call("PATCH", `/action-items/${open.items[0]?.id}`, { token, json: { status: "done" } });
    const [resolved] = await db.select().from(avatarTurns).where(eq(avatarTurns.id, one.id));
    expect(resolved?.resolvedAt).not.toBeNull();
    await call("PATCH", `/action-items/${open.items[0]?.id}`, { token, json: { status: "open" } });
    const [reopened] = await db.select().from(avatarTurns).where(eq(avatarTurns.id, one.id));
    expect(reopened?.resolvedAt).toBeNull();
    const [untouched] = await db.select().from(avatarTurns).where(eq(avatarTurns.id, two.id));
    expect(untouched?.resolvedAt).toBeNull();
  });

  it("the account export includes the items with their state; deleting the account takes them", async () => {
    const { user, token, meeting } = await ada();
    await storeVersion(meeting.id, user.id, 1, content([{ task: "Send the quote", owner: "Ada", due: "Friday", timestamp: 3 }]));
    const [item] = await rowsOf(meeting.id);
    await call("PATCH", `/action-items/${item?.id}`, { token, json: { status: "done" } });
    const { archive } = await collectAccountData(db, user.id, new Date());
    expect(archive.action_items).toEqual([expect.objectContaining({ id: item?.id, text: "Send the quote", owner: "Ada Lovelace", owner_is_user: true, due_date: "2026-11-27", status: "done", source: "summary" })]);
    await db.delete(users).where(eq(users.id, user.id));
    expect(await rowsOf(meeting.id)).toEqual([]);
  });
});

describe("summaries stored before action items were rows", () => {
  it("the backfill writes the current summary's items once, for meetings that have none, and leaves synced meetings alone", async () => {
    const { user, meeting } = await ada();
    const insert = (version: number, c: SummaryContent) =>
      db.insert(meetingSummaries).values({ meetingId: meeting.id, userId: user.id, version, status: "ready", model: "m", promptVersion: "p", transcriptHash: `h${version}`, content: c });
    await insert(1, content([{ task: "Old task", owner: null, due: null, timestamp: 1 }]));
    await insert(2, content([{ task: "Send the quote", owner: "Ada", due: "Friday", timestamp: 3 }, { task: "Book the room", owner: "Grace", due: null, timestamp: 9 }]));
    const synced = await storeAndSynced();
    expect(await backfillActionItems(system)).toBeGreaterThanOrEqual(1);
    expect((await rowsOf(meeting.id)).map((r) => [r.text, r.ownerIsUser])).toEqual([
      ["Send the quote", true],
      ["Book the room", false],
    ]);
    await backfillActionItems(system);
    expect(await rowsOf(meeting.id)).toHaveLength(2);
    expect(await rowsOf(synced)).toHaveLength(1);

    async function storeAndSynced(): Promise<string> {
      const other = await ada();
      await storeVersion(other.meeting.id, other.user.id, 1, content([{ task: "Already a row", owner: null, due: null, timestamp: 2 }]));
      // Its summary now names another task: a backfill that synced it again would add a row.
      await db.update(meetingSummaries).set({ content: content([{ task: "Already a row", owner: null, due: null, timestamp: 2 }, { task: "Not from a regeneration", owner: null, due: null, timestamp: 4 }]) }).where(eq(meetingSummaries.meetingId, other.meeting.id));
      return other.meeting.id;
    }
  });
});

describe("meetings named by what happened", () => {
  const TURNS = [
    { speaker: "Ada Lovelace", text: "Acme asked again about pricing for the renewal and the multi-year discount.", at: 0 },
    { speaker: "Grace Hopper", text: "I will send the revised quote to Acme by Friday.", at: 12 },
    { speaker: "Ada Lovelace", text: "We decided to offer twelve percent for three years on the renewal pricing.", at: 30 },
  ];
  async function summarise(title: string, titleGenerated: boolean) {
    const { user } = await signedInUser(db, { name: "Ada Lovelace" });
    const meeting = await createTestMeeting(db, user.id, { title, titleGenerated, scheduledAt: MEETING_AT, status: "completed" });
    await insertTranscript(db, meeting.id, user.id, TURNS);
    const [pending] = await db
      .insert(meetingSummaries)
      .values({ meetingId: meeting.id, userId: user.id, version: 1, status: "pending", model: "gpt-4o-mini", promptVersion: PROMPT_VERSION, transcriptHash: "x" })
      .returning();
    expect(await generateSummary({ ctx: system, model, summaryId: pending?.id ?? "" })).toBe("ready");
    const [after] = await db.select().from(meetings).where(eq(meetings.id, meeting.id));
    const [summary] = await db.select().from(meetingSummaries).where(eq(meetingSummaries.id, pending?.id ?? ""));
    return { after, summary, items: await rowsOf(meeting.id) };
  }

  it("a bare link's meeting takes a short title from its summary, with its action items written in the same step", async () => {
    const { after, summary, items } = await summarise("Zoom meeting", true);
    const gist = (summary?.content as SummaryContent).gist;
    expect(after?.title).not.toBe("Zoom meeting");
    expect(after?.title.length).toBeLessThanOrEqual(60);
    expect(after?.title.split(/\s+/).length).toBeLessThanOrEqual(8);
    // The gist's first clause, cut at a word.
    expect(gist.toLowerCase().startsWith(after?.title.toLowerCase() ?? "-")).toBe(true);
    expect(after?.titleGenerated).toBe(true);
    expect(items.length).toBe((summary?.content as SummaryContent).action_items.length);
  });

  it("a title the user or the calendar gave is never replaced", async () => {
    const { after } = await summarise("Acme renewal (calendar)", false);
    expect(after?.title).toBe("Acme renewal (calendar)");
  });

  it("editing the title makes it the user's: the next summary keeps it", async () => {
    const { user, token } = await signedInUser(db);
    const meeting = await createTestMeeting(db, user.id, { title: "Google Meet meeting", titleGenerated: true });
    const res = await call("PUT", `/meetings/${meeting.id}`, { token, json: { title: "Board prep" } });
    expect(res.status).toBe(200);
    const [row] = await db.select().from(meetings).where(eq(meetings.id, meeting.id));
    expect(row).toMatchObject({ title: "Board prep", titleGenerated: false });
  });
});
