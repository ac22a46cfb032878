/*
 * pnpm bench:action-items — action items from QMSum's validation meetings: how many the summary names, how many
 * rows they become, and that two regenerations add none.
 *
 *   Each meeting of QMSUM_DIR's val/ split (BENCH_MEETINGS caps how many) is stored for a Pro user of its own as a
 *   completed meeting with its turns as transcript lines (150 words a minute, so every line has a second), and its
 *   speakers as the participants the bot saw join; the user is the speaker who says the most. Its summary is asked
 *   for as the app's Summarise does (`regenerateSummary`, not forced) and written by the `summary.generate` job's
 *   handler, which stores the action items as rows in the summary's transaction; then Regenerate (forced) twice,
 *   each written the same way. Counted per meeting: (a) items the summary names (raw, and distinct by the dedupe
 *   key of decisions/070), (b) rows after the first summary, (c) rows after the two regenerations, (d) duplicates:
 *   rows sharing a meeting and normalised text, and rows beyond the distinct items the newest summary names,
 *   (e) rows whose owner is an attendee or the user, with a due date read, and items citing a second on a line.
 *   Baseline in the same run: rows as a naive extraction makes them (every item of every version inserted as
 *   named, no dedupe), from the same three summaries.
 *
 * Models: the sandbox's OpenAI (deterministic: a regeneration names the same items), and, when OPENAI_API_KEY is
 * set, the configured model too (OPENAI_SUMMARY_MODEL; its regenerations reword). Database: DATABASE_URL's server
 * when set (a scratch database, dropped after), otherwise an embedded PGlite. Results:
 * bench/results/action-items-<sandbox|openai>.json (-partial when BENCH_MEETINGS cut the split short, ignored by
 * git). Exit 1 on any duplicate row, an item named without a row, or a summary that was not written.
 */
import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createDb, eq, type Database } from "@understudy/db";
import { migrateDatabase } from "@understudy/db/migrate";
import { actionItems, botParticipants, botSessions, meetingSummaries, transcriptSegments } from "@understudy/db/schema";
import { createTestMeeting, createTestUser } from "@understudy/db/test";
import { languageModelFromEnv, type LanguageModel } from "@understudy/integrations/ai";
import { startSandbox } from "@understudy/sandbox";
import { actionItemKey } from "@understudy/services/action-items";
import { actingAs } from "@understudy/services/context";
import { summaryGenerateJob } from "@understudy/services/job-list";
import { silentLogger } from "@understudy/services/logger";
import { regenerateSummary, type SummaryContent } from "@understudy/services/summaries";
import { recordingJobQueue, sandboxModel, testDeps } from "@understudy/services/testing/deps";
import { envCount } from "./env";
import { percentile, scratchDatabase } from "./scratch";
import { loadQmsum, QmsumMissingError, type QmsumMeeting } from "./search/qmsum";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const REPO = path.resolve(HERE, "../..");
const RESULTS_DIR = path.resolve(HERE, "../results");
const WORDS_PER_MINUTE = 150;
const REGENERATIONS = 2;

interface Line {
  speaker: string;
  content: string;
  startSeconds: number;
  endSeconds: number;
}

/** The meeting's turns as transcript lines, timed at 150 words a minute (QMSum has no times). */
function linesOf(meeting: QmsumMeeting): Line[] {
  const lines: Line[] = [];
  let words = 0;
  for (const turn of meeting.turns) {
    if (!turn.content) continue;
    const n = turn.content.split(" ").length;
    lines.push({ speaker: turn.speaker, content: turn.content, startSeconds: Math.round((words / WORDS_PER_MINUTE) * 60), endSeconds: Math.round(((words + n) / WORDS_PER_MINUTE) * 60) });
    words += n;
  }
  return lines;
}

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, ".").replace(/^\.|\.$/g, "") || "speaker";

/** The meeting as the app would hold it after its bot left: the user (its most talkative speaker), attendance, lines. */
async function store(db: Database, meeting: QmsumMeeting, lines: Line[]) {
  const said = new Map<string, number>();
  for (const line of lines) said.set(line.speaker, (said.get(line.speaker) ?? 0) + line.content.length);
  const speakers = [...said.keys()];
  const owner = [...said.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "Owner";
  const user = await createTestUser(db, { name: owner, email: `${slug(owner)}-${randomUUID().slice(0, 8)}@qmsum.example`, subscriptionPlan: "pro" });
  const row = await createTestMeeting(db, user.id, { title: `QMSum ${meeting.name}`, scheduledAt: new Date(Date.now() - 86_400_000), status: "completed", durationMinutes: Math.max(1, Math.ceil((lines.at(-1)?.endSeconds ?? 60) / 60)) });
  const [session] = await db
    .insert(botSessions)
    .values({ userId: user.id, meetingId: row.id, provider: "recall", botName: "Stand-in", meetingUrl: "https://meet.google.com/abc-defg-hij", platform: "google_meet", status: "disconnected", origin: "scheduled" })
    .returning({ id: botSessions.id });
  if (!session) throw new Error("no session");
  await db.insert(botParticipants).values(speakers.map((name, i) => ({ sessionId: session.id, providerParticipantId: String(i + 1), name, email: name === owner ? user.email : `${slug(name)}@qmsum.example`, joinedAt: new Date() })));
  for (let i = 0; i < lines.length; i += 500) {
    await db.insert(transcriptSegments).values(lines.slice(i, i + 500).map((line, j) => ({ meetingId: row.id, userId: user.id, seq: i + j, speaker: line.speaker, content: line.content, startSeconds: line.startSeconds, endSeconds: line.endSeconds })));
  }
  return { userId: user.id, meetingId: row.id, people: new Set([...speakers, owner]) };
}

interface MeetingCounts {
  meeting: string;
  lines: number;
  /** Items each version names, as named and distinct by dedupe key. */
  named: number[];
  named_distinct: number[];
  rows_after_first: number;
  rows_after_regenerations: number;
  same_text_duplicates: number;
  /** Rows the newest summary does not name (no rows were edited or ticked, so none should stay). */
  rows_beyond_named: number;
  /** Distinct items the newest summary names with no row. */
  rows_missing: number;
  owner_named: number;
  owner_matched: number;
  owner_is_user: number;
  due_date: number;
  due_said: number;
  cites_a_line: number;
  naive_rows: number;
  naive_duplicates: number;
}

/** Rows sharing a normalised text beyond the first of each, recomputed from the stored text (not the stored key). */
function sameTextDuplicates(texts: string[]): number {
  return texts.length - new Set(texts.map(actionItemKey)).size;
}

async function measureMeeting(db: Database, model: LanguageModel, meeting: QmsumMeeting): Promise<MeetingCounts | { meeting: string; failed: string }> {
  const lines = linesOf(meeting);
  const { userId, meetingId, people } = await store(db, meeting, lines);
  const jobs = recordingJobQueue();
  const deps = testDeps(db, { model, jobs });
  const ctx = actingAs(deps, silentLogger, { type: "user", userId, role: "user", via: "session", credentialId: "bench" });
  const rowsNow = () => db.select().from(actionItems).where(eq(actionItems.meetingId, meetingId));

  const contents: SummaryContent[] = [];
  let rowsAfterFirst = 0;
  for (let run = 0; run <= REGENERATIONS; run++) {
    await regenerateSummary({ ctx, input: { meeting_id: meetingId, force: run > 0 } });
    // The job's own handler, as the worker runs it: the summary and its rows are written in one transaction.
    await jobs.work([summaryGenerateJob], deps);
    const [latest] = await db.select().from(meetingSummaries).where(eq(meetingSummaries.meetingId, meetingId)).orderBy(meetingSummaries.version).limit(1).offset(run);
    if (latest?.status !== "ready") return { meeting: meeting.name, failed: `version ${run + 1}: ${latest?.status ?? "missing"} ${latest?.error ?? ""}`.trim() };
    contents.push(latest.content as SummaryContent);
    if (run === 0) rowsAfterFirst = (await rowsNow()).length;
  }

  const rows = await rowsNow();
  const newest = contents.at(-1)?.action_items ?? [];
  const newestKeys = new Set(newest.map((i) => actionItemKey(i.task.trim())).filter(Boolean));
  const onALine = (second: number) => Number.isFinite(second) && lines.some((l) => second >= l.startSeconds && second <= l.endSeconds);
  const cited = new Map<string, number>();
  for (const item of newest) {
    const key = actionItemKey(item.task.trim());
    if (key && !cited.has(key)) cited.set(key, item.timestamp);
  }
  const everyNamed = contents.flatMap((c) => c.action_items.map((i) => i.task));
  return {
    meeting: meeting.name,
    lines: lines.length,
    named: contents.map((c) => c.action_items.length),
    named_distinct: contents.map((c) => new Set(c.action_items.map((i) => actionItemKey(i.task.trim())).filter(Boolean)).size),
    rows_after_first: rowsAfterFirst,
    rows_after_regenerations: rows.length,
    same_text_duplicates: sameTextDuplicates(rows.map((r) => r.text)),
    rows_beyond_named: rows.filter((r) => !newestKeys.has(r.dedupeKey)).length,
    rows_missing: [...newestKeys].filter((key) => !rows.some((r) => r.dedupeKey === key)).length,
    owner_named: rows.filter((r) => r.ownerName !== null).length,
    owner_matched: rows.filter((r) => r.ownerName !== null && people.has(r.ownerName)).length,
    owner_is_user: rows.filter((r) => r.ownerIsUser).length,
    due_date: rows.filter((r) => r.dueDate !== null).length,
    due_said: rows.filter((r) => r.dueText !== null).length,
    cites_a_line: [...cited.values()].filter(onALine).length,
    naive_rows: everyNamed.length,
    naive_duplicates: everyNamed.length - new Set(everyNamed.map((t) => actionItemKey(t.trim()))).size,
  };
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const spread = (values: number[]) => ({ min: values.length ? Math.min(...values) : null, p50: percentile(values, 50), p95: percentile(values, 95), max: values.length ? Math.max(...values) : null });

async function runModel(label: "sandbox" | "openai", model: LanguageModel, corpus: QmsumMeeting[], partial: boolean): Promise<boolean> {
  const scratch = await scratchDatabase(`action_items_${label}`);
  await migrateDatabase(scratch.url);
  const { db, close } = createDb(scratch.url, { max: 2 });
  const started = performance.now();
  try {
    const measured: MeetingCounts[] = [];
    const failed: { meeting: string; failed: string }[] = [];
    for (const meeting of corpus) {
      const result = await measureMeeting(db, model, meeting);
      if ("failed" in result) failed.push(result);
      else measured.push(result);
      process.stdout.write(".");
    }
    process.stdout.write("\n");
    const total = (pick: (m: MeetingCounts) => number) => sum(measured.map(pick));
    const rows = total((m) => m.rows_after_regenerations);
    const duplicates = { same_text: total((m) => m.same_text_duplicates), beyond_named: total((m) => m.rows_beyond_named) };
    const result = {
      bench: "action-items",
      model: `${label === "sandbox" ? "sandbox " : ""}${model.model}`,
      corpus: `QMSum val (${corpus.length} meetings${partial ? ", BENCH_MEETINGS" : ""})`,
      database: scratch.kind,
      at: new Date().toISOString(),
      machine: { cpus: os.cpus().length, load_after: os.loadavg().map((l) => Math.round(l * 100) / 100) },
      wall_seconds: Math.round((performance.now() - started) / 100) / 10,
      meetings: measured.length,
      failed,
      regenerations: REGENERATIONS,
      totals: {
        named_first: total((m) => m.named[0] ?? 0),
        named_distinct_first: total((m) => m.named_distinct[0] ?? 0),
        named_distinct_newest: total((m) => m.named_distinct.at(-1) ?? 0),
        rows_after_first: total((m) => m.rows_after_first),
        rows_after_regenerations: rows,
        rows_missing: total((m) => m.rows_missing),
        duplicates,
        owner_named: total((m) => m.owner_named),
        owner_matched: total((m) => m.owner_matched),
        owner_is_user: total((m) => m.owner_is_user),
        due_date: total((m) => m.due_date),
        due_said: total((m) => m.due_said),
        cites_a_line: total((m) => m.cites_a_line),
      },
      per_meeting: {
        named_first: spread(measured.map((m) => m.named[0] ?? 0)),
        rows_after_regenerations: spread(measured.map((m) => m.rows_after_regenerations)),
        meetings_without_items: measured.filter((m) => (m.named[0] ?? 0) === 0).length,
      },
      baseline_naive: {
        what: "every item of every version inserted as named: no dedupe key, no upsert",
        rows_after_regenerations: total((m) => m.naive_rows),
        duplicates: total((m) => m.naive_duplicates),
      },
      aims: { duplicates: 0 },
      meetings_detail: measured,
    };
    const t = result.totals;
    console.log(
      `  ${result.model}: ${result.meetings} meetings (${failed.length} failed) in ${result.wall_seconds} s\n` +
        `  named ${t.named_first} (${t.named_distinct_first} distinct) → rows ${t.rows_after_first}; after ${REGENERATIONS} regenerations ${t.rows_after_regenerations} (newest names ${t.named_distinct_newest} distinct; ${t.rows_missing} without a row)\n` +
        `  duplicates: ${duplicates.same_text} same text, ${duplicates.beyond_named} beyond the items named; baseline (naive) ${result.baseline_naive.rows_after_regenerations} rows, ${result.baseline_naive.duplicates} duplicates\n` +
        `  owner named ${t.owner_named}, matched to a person ${t.owner_matched} (the user ${t.owner_is_user}), due date ${t.due_date} (said ${t.due_said}), citing a line ${t.cites_a_line}`,
    );
    mkdirSync(RESULTS_DIR, { recursive: true });
    const file = path.join(RESULTS_DIR, `action-items-${label}${partial ? "-partial" : ""}.json`);
    writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
    console.log(`  wrote ${path.relative(REPO, file)}`);
    return failed.length === 0 && duplicates.same_text === 0 && duplicates.beyond_named === 0 && result.totals.rows_missing === 0;
  } finally {
    await close();
    await scratch.close();
  }
}

async function main() {
  let corpus: QmsumMeeting[];
  try {
    corpus = loadQmsum("val");
  } catch (error) {
    if (error instanceof QmsumMissingError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const all = corpus.length;
  corpus = corpus.slice(0, envCount("BENCH_MEETINGS", all));
  const partial = corpus.length < all;
  console.log(`action-items: ${corpus.length} of ${all} QMSum val meetings, ${REGENERATIONS} regenerations each; load ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}`);
  // The app's own reading of OPENAI_*: none without OPENAI_API_KEY. The sandbox's model is built on its URL, not the environment.
  const configured = languageModelFromEnv();
  const sandbox = await startSandbox({ port: 0 });
  let ok = true;
  try {
    ok = (await runModel("sandbox", sandboxModel(sandbox.url), corpus, partial)) && ok;
    if (configured) ok = (await runModel("openai", configured, corpus, partial)) && ok;
  } finally {
    await sandbox.close();
  }
  if (!ok) process.exitCode = 1;
}

await main();
