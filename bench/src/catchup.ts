/*
 * pnpm bench:catchup — "what you missed": how fast the catch-up is ready once the late user's join is
 * seen, and what keeping the running summary costs in model calls.
 *
 *   (a) latency: BENCH_RUNS meetings (default 5) of the sandbox's `admitted-late` scenario (Ben talks for
 *       three minutes, asks Ada a question, Ada joins 200 s after the bot was admitted), played at 200×
 *       against the real webhook receiver. Per run: join seen → catch-up ready (ready_at − join_seen_at,
 *       both stamped by the app), and join seen → a client polling GET catch-up every 25 ms sees it
 *       delivered. Reported p50/max against the target of 5 s.
 *   (b) model calls: the `long-late` scenario (two hours, a line every 30 s, the user arriving at 1h50m),
 *       played at BENCH_TIME_SCALE (default 2000). Counted at the model: the folds the stand-in made
 *       (one per 5 minutes of transcript, plus the hand-over's), against the bound (one final
 *       summary of the missed part, as the summary pipeline would make it, plus one call per 5 minutes)
 *       and against re-summarising everything every 5 minutes (the pipeline's calls over each prefix).
 *
 * Database: DATABASE_URL's database when set (migrated, rows added), otherwise an in-process PGlite. The sandbox (bot API and OpenAI) runs in this process. Results: bench/results/catchup-<db>.json.
 * Exit 1 when a run's catch-up is not ready within 5 s or the fold count exceeds the bound.
 */
import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { and, asc, createDb, eq, lte } from "@understudy/db";
import { startEmbeddedPostgres } from "@understudy/db/embedded";
import { migrateDatabase } from "@understudy/db/migrate";
import { meetingCatchUps, transcriptSegments } from "@understudy/db/schema";
import { createTestMeeting, createTestUser } from "@understudy/db/test";
import type { LanguageModel } from "@understudy/integrations/ai";
import { deployBot, FOLD_SLICE_SECONDS, getCatchUp } from "@understudy/services/bots";
import { chunkTranscript, summarizeSegments } from "@understudy/services/summaries";
import { eventually, startBotRig, type BotRig } from "@understudy/services/testing/bots";
import { sandboxModel } from "@understudy/services/testing/deps";
import { makeUserCtx } from "@understudy/services/testing/helpers";
import { envCount } from "./env";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const RESULTS_DIR = path.resolve(HERE, "../results");
const TARGET_MS = 5000;

const RUNS = envCount("BENCH_RUNS", 5);
const LONG_TIME_SCALE = envCount("BENCH_TIME_SCALE", 2000);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
};

/** The model, counting its structured calls (every fold and every summary call goes through here). */
function counting(model: LanguageModel): LanguageModel & { calls: number; promptTokens: number } {
  const counted = {
    calls: 0,
    promptTokens: 0,
    get model() {
      return model.model;
    },
    get embeddingModel() {
      return model.embeddingModel;
    },
    embed: (texts: string[]) => model.embed(texts),
    completeStructured: (async (request) => {
      counted.calls++;
      const result = await model.completeStructured(request);
      counted.promptTokens += result.usage.promptTokens;
      return result;
    }) as LanguageModel["completeStructured"],
  };
  return counted;
}

async function deploy(rig: BotRig, db: Parameters<typeof makeUserCtx>[0], url: string) {
  const user = await createTestUser(db, { name: "Ada Lovelace", email: `ada-${randomUUID()}@understudy.test` });
  const meeting = await createTestMeeting(db, user.id, { scheduledAt: new Date(), meetingUrl: url, attendees: [{ email: user.email, name: "Ada Lovelace", self: true, organizer: true, responseStatus: "accepted" }] });
  const ctx = makeUserCtx(db, user.id);
  await deployBot({ ctx: rig.ctx(ctx), input: { meeting_url: url, meeting_id: meeting.id } });
  return { ctx, meetingId: meeting.id, userId: user.id };
}

async function main() {
  // DATABASE_URL's database as it is (migrated), or a fresh embedded PGlite.
  const embedded = process.env.DATABASE_URL ? null : await startEmbeddedPostgres();
  const url = process.env.DATABASE_URL ?? embedded?.url ?? "";
  await migrateDatabase(url);
  const { db, close } = createDb(url, { max: 10 });
  let model: ReturnType<typeof counting> | null = null;
  const rig = await startBotRig(db, {
    timeScale: 200,
    with: (sandbox) => {
      model = counting(sandboxModel(sandbox.url));
      return { model };
    },
  });
  const calls = () => model?.calls ?? 0;
  const tokens = () => model?.promptTokens ?? 0;
  try {
    // (a) join seen → catch-up ready
    const ready: number[] = [];
    const seenByClient: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const { ctx, meetingId } = await deploy(rig, db, "https://meet.google.com/abc-defg-hij?scenario=admitted-late");
      const row = await eventually(async () => (await db.select().from(meetingCatchUps).where(eq(meetingCatchUps.meetingId, meetingId)))[0], (r) => !!r?.joinSeenAt, 60_000);
      // The client side: poll as the meeting page does (faster), from the moment the join was seen.
      const seenAt = row?.joinSeenAt?.getTime() ?? Date.now();
      await eventually(() => getCatchUp({ ctx, input: { meeting_id: meetingId } }), (c) => c.status === "delivered", 60_000);
      seenByClient.push(Date.now() - seenAt);
      const done = (await db.select().from(meetingCatchUps).where(eq(meetingCatchUps.meetingId, meetingId)))[0];
      ready.push((done?.readyAt?.getTime() ?? Number.NaN) - seenAt);
    }

    // (b) two hours, the user at 1h50m
    await rig.control("POST", "/__sandbox/bots/config", { time_scale: LONG_TIME_SCALE });
    const before = calls();
    const tokensBefore = tokens();
    const started = Date.now();
    const long = await deploy(rig, db, "https://meet.google.com/abc-defg-hij?scenario=long-late");
    const row = await eventually(async () => (await db.select().from(meetingCatchUps).where(eq(meetingCatchUps.meetingId, long.meetingId)))[0], (r) => !!r?.readyAt, 300_000);
    const incremental = calls() - before;
    const incrementalTokens = tokens() - tokensBefore;
    const catchUp = await getCatchUp({ ctx: long.ctx, input: { meeting_id: long.meetingId } });
    const arrival = catchUp.arrived_at_seconds ?? 0;
    const missed = await db
      .select({ speaker: transcriptSegments.speaker, content: transcriptSegments.content, startSeconds: transcriptSegments.startSeconds })
      .from(transcriptSegments)
      .where(and(eq(transcriptSegments.meetingId, long.meetingId), lte(transcriptSegments.startSeconds, arrival)))
      .orderBy(asc(transcriptSegments.seq));
    const first = missed[0]?.startSeconds ?? 0;
    const slices = Math.ceil((arrival - first) / FOLD_SLICE_SECONDS);
    // What the summary pipeline spends on the missed part once (map calls + a merge), measured at the model.
    const beforeFinal = calls();
    const finalTokensBefore = tokens();
    const final = await summarizeSegments(model ?? sandboxModel(rig.sandbox.url), missed);
    const finalCalls = calls() - beforeFinal;
    const finalTokens = tokens() - finalTokensBefore;
    // Re-summarising all of it every 5 minutes: the pipeline's calls over each prefix (counted, not run).
    let resummarise = 0;
    let resummariseChars = 0;
    for (let k = 1; k <= slices; k++) {
      const prefix = missed.filter((s) => s.startSeconds <= first + k * FOLD_SLICE_SECONDS);
      const chunks = chunkTranscript(prefix);
      resummarise += chunks.length + (chunks.length > 1 ? 1 : 0);
      resummariseChars += chunks.flat().join("\n").length;
    }
    const bound = finalCalls + slices;

    const result = {
      benchmark: "catchup",
      date: new Date().toISOString(),
      database: process.env.DATABASE_URL ? "postgres" : "pglite",
      machine: { cpus: os.cpus().length, node: process.version, load_avg_1m: Math.round((os.loadavg()[0] ?? 0) * 10) / 10 },
      latency: {
        scenario: "admitted-late at 200x",
        runs: RUNS,
        target_ms: TARGET_MS,
        join_seen_to_ready_ms: { p50: percentile(ready, 50), max: Math.max(...ready), all: ready },
        join_seen_to_client_sees_it_ms: { p50: percentile(seenByClient, 50), max: Math.max(...seenByClient), all: seenByClient },
      },
      model_calls: {
        scenario: `long-late (2 h, user at ${arrival} s) at ${LONG_TIME_SCALE}x`,
        missed_segments: missed.length,
        slice_seconds: FOLD_SLICE_SECONDS,
        incremental_total: incremental,
        incremental_stored: row?.modelCalls ?? null,
        bound_final_plus_one_per_slice: bound,
        one_final_summary: finalCalls,
        one_final_summary_pipeline_reported: final.modelCalls,
        resummarise_every_slice: resummarise,
        prompt_tokens: {
          incremental: incrementalTokens,
          one_final_summary: finalTokens,
          // Transcript characters / 4 (the sandbox's own estimate), without the system prompt: a floor.
          resummarise_every_slice_estimated: Math.round(resummariseChars / 4),
        },
        wall_ms: Date.now() - started,
      },
    };
    mkdirSync(RESULTS_DIR, { recursive: true });
    const file = path.join(RESULTS_DIR, `catchup-${result.database}.json`);
    writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
    console.log(JSON.stringify(result, null, 2));
    console.log(`written to ${path.relative(process.cwd(), file)}`);
    const failed = Math.max(...ready) > TARGET_MS || incremental > bound;
    process.exitCode = failed ? 1 : 0;
  } finally {
    await rig.close();
    await close();
    await embedded?.close();
  }
}

await main();
