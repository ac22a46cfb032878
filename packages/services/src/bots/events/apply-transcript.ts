import { sql } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import { transcriptSegments, type BotSession } from "@understudy/db/schema";
import type { BotWebhookEvent } from "@understudy/integrations/bots";
import type { ServiceContext } from "../../context";
import { noteStandInTranscript } from "../catch-up/track";

/**
 * seq = start in milliseconds: segments sort by when they were said, and the same utterance delivered
 * twice (even under a new event id) hits the unique (meeting, seq) and is stored once.
 *
 * Attendee re-sends a caption each time the platform revises it (bots/bot_controller/closed_caption_manager.py
 * upserts one utterance per deviceId:captionId and triggers transcript.update on every save, each with a new
 * idempotency key): the start stays, the duration grows. So the version that ends latest is the newest, and
 * it replaces the stored one whatever order the deliveries arrive in.
 */
export const transcriptSeq = (startSeconds: number) => Math.round(startSeconds * 1000);

/** A transcript line: stored (never after "opt out"), and while the bot stands in, counted towards the next catch-up fold. */
export async function applyTranscript(tx: Executor, ctx: ServiceContext, session: BotSession, event: Extract<BotWebhookEvent, { kind: "transcript" }>): Promise<"applied" | "dropped"> {
  // Nothing said after "opt out" is kept, however late its webhook arrives.
  if (session.optedOutAt) return "dropped";
  if (!session.meetingId) return "applied";
  // Two independent statements, issued together: postgres.js pipelines them on the transaction's connection, one
  // round trip instead of two on the most frequent event there is.
  await Promise.all([
    tx
      .insert(transcriptSegments)
      .values({
        meetingId: session.meetingId,
        userId: session.userId,
        seq: transcriptSeq(event.segment.startSeconds),
        speaker: event.segment.speaker ?? "Unknown speaker",
        content: event.segment.text,
        startSeconds: event.segment.startSeconds,
        endSeconds: event.segment.endSeconds,
      })
      .onConflictDoUpdate({
        target: [transcriptSegments.meetingId, transcriptSegments.seq],
        set: { content: sql`excluded.content`, speaker: sql`excluded.speaker`, endSeconds: sql`excluded.end_seconds` },
        setWhere: sql`excluded.end_seconds > ${transcriptSegments.endSeconds}`,
      }),
    noteStandInTranscript(tx, ctx, session, { startSeconds: event.segment.startSeconds, at: event.at }),
  ]);
  return "applied";
}
