import { and, asc, eq, sql } from "drizzle-orm";
import { meetings, transcriptChunks, transcriptSegments } from "@understudy/db/schema";
import { AiError, type LanguageModel } from "@understudy/integrations/ai";
import type { ServiceContext } from "../context";
import { transcriptHash } from "../summaries/hash";
import { chunkTurns } from "./chunking";

/** Texts per embeddings request: far inside the API's 2048 inputs, small enough that a retry repeats little. */
export const EMBED_BATCH = 128;

export type EmbedOutcome = "embedded" | "unchanged" | "empty" | "missing" | "retry" | "failed";

export interface EmbedResult {
  outcome: EmbedOutcome;
  chunks: number;
  /** Embeddings requests made. */
  calls: number;
}

/**
 * The `search.embed` job body: (re)builds a meeting's transcript chunks and their embeddings. Idempotent per
 * transcript: when the stored chunks were made from the same transcript (hash), model and size, nothing is called
 * and the chunks are only marked as checked. The chunks of a meeting are replaced in one transaction, under the
 * meeting's row lock, so readers see the old set or the new one. Rate limits and outages return "retry".
 */
export async function embedMeetingTranscript({ ctx, embedder, meetingId }: { ctx: ServiceContext; embedder: LanguageModel; meetingId: string }): Promise<EmbedResult> {
  const { db, clock, log } = ctx;
  const [meeting] = await db.select({ id: meetings.id, userId: meetings.userId }).from(meetings).where(eq(meetings.id, meetingId));
  if (!meeting) return { outcome: "missing", chunks: 0, calls: 0 };
  const segments = await db
    .select({ seq: transcriptSegments.seq, speaker: transcriptSegments.speaker, content: transcriptSegments.content, startSeconds: transcriptSegments.startSeconds, endSeconds: transcriptSegments.endSeconds })
    .from(transcriptSegments)
    .where(and(eq(transcriptSegments.meetingId, meeting.id), eq(transcriptSegments.userId, meeting.userId)))
    .orderBy(asc(transcriptSegments.seq));
  const hash = transcriptHash(segments);
  // null: the model's native size, so any stored size of that model is current.
  const dimensions = ctx.deps.config.search.embeddingDimensions;

  const [stored] = await db
    .select({ hash: transcriptChunks.transcriptHash, model: transcriptChunks.model, dimensions: transcriptChunks.dimensions, n: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(transcriptChunks)
    .where(eq(transcriptChunks.meetingId, meeting.id))
    .limit(1);
  if (stored?.hash === hash && stored.model === embedder.embeddingModel && (dimensions === null || stored.dimensions === dimensions)) {
    await db.update(transcriptChunks).set({ createdAt: clock.now() }).where(eq(transcriptChunks.meetingId, meeting.id));
    return { outcome: "unchanged", chunks: stored.n, calls: 0 };
  }

  const drafts = chunkTurns(segments);
  const vectors: number[][] = [];
  let calls = 0;
  try {
    for (let i = 0; i < drafts.length; i += EMBED_BATCH) {
      calls++;
      vectors.push(...(await embedder.embed(drafts.slice(i, i + EMBED_BATCH).map((d) => d.text))));
    }
  } catch (error) {
    const retryable = error instanceof AiError && error.retryable;
    log[retryable ? "warn" : "error"]({ meetingId, err: error }, retryable ? "embedding failed; will retry" : "embedding refused");
    return { outcome: retryable ? "retry" : "failed", chunks: 0, calls };
  }
  if (vectors.length !== drafts.length || vectors.some((v) => v.length === 0 || v.length !== vectors[0]?.length)) {
    log.error({ meetingId, expected: drafts.length, got: vectors.length }, "embedding answer does not match the chunks");
    return { outcome: "failed", chunks: 0, calls };
  }

  const now = clock.now();
  await db.transaction(async (tx) => {
    await tx.select({ id: meetings.id }).from(meetings).where(eq(meetings.id, meeting.id)).for("update");
    await tx.delete(transcriptChunks).where(eq(transcriptChunks.meetingId, meeting.id));
    const rows = drafts.map((d, seq) => ({
      ...d,
      meetingId: meeting.id,
      userId: meeting.userId,
      seq,
      model: embedder.embeddingModel,
      dimensions: vectors[seq]?.length ?? 0,
      transcriptHash: hash,
      embedding: vectors[seq] ?? [],
      createdAt: now,
    }));
    for (let i = 0; i < rows.length; i += 200) await tx.insert(transcriptChunks).values(rows.slice(i, i + 200));
  });
  log.info({ meetingId, chunks: drafts.length, calls }, "transcript embedded");
  return { outcome: drafts.length ? "embedded" : "empty", chunks: drafts.length, calls };
}
