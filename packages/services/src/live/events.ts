import { and, asc, eq, gt, ne, sql } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import { botEvents, botSessions, transcriptSegments } from "@understudy/db/schema";
import type { LiveLine } from "./schemas";

/** One stored event of the meeting as the live stream sends it; `id` is its `seq` (the SSE event id). */
export type LiveEvent = { id: number; kind: "transcript"; line: LiveLine | null } | { id: number; kind: string; line?: undefined };

/**
 * The owner's stored events of the meeting after `afterSeq`, in seq order, each transcript event with its
 * line (read from the capture: a stored event never holds the words, and after "opt out" the line is gone).
 * Events the app does not act on (`other`) are not the room's business.
 */
export async function readEventsAfter(db: Executor, userId: string, meetingId: string, afterSeq: number, limit: number): Promise<LiveEvent[]> {
  const rows = await db
    .select({
      seq: botEvents.seq,
      kind: botEvents.kind,
      speaker: transcriptSegments.speaker,
      content: transcriptSegments.content,
      lineSeq: transcriptSegments.seq,
      startSeconds: transcriptSegments.startSeconds,
    })
    .from(botEvents)
    .innerJoin(botSessions, and(eq(botSessions.id, botEvents.sessionId), eq(botSessions.userId, userId)))
    .leftJoin(
      transcriptSegments,
      and(
        eq(botEvents.kind, "transcript"),
        eq(transcriptSegments.meetingId, meetingId),
        eq(transcriptSegments.userId, userId),
        eq(transcriptSegments.seq, sql`(${botEvents.payload} ->> 'seq')::int`),
      ),
    )
    .where(and(eq(botEvents.meetingId, meetingId), gt(botEvents.seq, afterSeq), ne(botEvents.kind, "other")))
    .orderBy(asc(botEvents.seq))
    .limit(limit);
  return rows.map((r) =>
    r.kind === "transcript"
      ? {
          id: r.seq,
          kind: "transcript",
          line: r.content !== null && r.lineSeq !== null ? { seq: r.lineSeq, speaker: r.speaker ?? "", text: r.content, start_seconds: r.startSeconds ?? 0 } : null,
        }
      : { id: r.seq, kind: r.kind },
  );
}

/** The transcript so far, for the first paint (the stream then follows from the snapshot's `last_event_id`). */
export async function readTranscript(db: Executor, userId: string, meetingId: string): Promise<LiveLine[]> {
  const rows = await db
    .select({ seq: transcriptSegments.seq, speaker: transcriptSegments.speaker, text: transcriptSegments.content, start: transcriptSegments.startSeconds })
    .from(transcriptSegments)
    .where(and(eq(transcriptSegments.meetingId, meetingId), eq(transcriptSegments.userId, userId)))
    .orderBy(asc(transcriptSegments.seq));
  return rows.map((r) => ({ seq: r.seq, speaker: r.speaker, text: r.text, start_seconds: r.start }));
}
