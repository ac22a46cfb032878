import { and, eq, inArray, isNotNull, notInArray, sql } from "drizzle-orm";
import { actionItems, avatarTurns, botParticipants, botSessions, meetingCatchUps, meetings, meetingSummaries, transcriptChunks, transcriptSegments } from "@understudy/db/schema";
import type { AppDeps } from "../deps";
import type { Logger } from "../logger";

export const RETENTION_BATCH = 200;

export interface RetentionRun {
  /** Meetings whose captured content was deleted in this run. */
  meetings: number;
  /** Rows deleted, by kind. */
  segments: number;
  chunks: number;
  summaries: number;
  participants: number;
  /** Recordings deleted at the bot provider. */
  providerRecordings: number;
  /** Meetings left for the next run because the provider could not delete its copy. */
  deferred: number;
}

/**
 * Deletes the captured content of every meeting past its owner's retention, in batches: the bot provider's
 * copy first (a failure leaves the meeting for the next run, so nothing is orphaned there), then the
 * transcript, search chunks, summaries and attendance in one transaction per batch, and the meeting is
 * stamped `capture_deleted_at`. Stamped meetings are never picked again, so a rerun does nothing.
 */
export async function purgeExpiredCapture(
  deps: AppDeps,
  log: Logger,
  options: { batchSize?: number; /** One user's meetings only (e.g. right after they shortened their retention). */ userId?: string } = {},
): Promise<RetentionRun> {
  const batchSize = options.batchSize ?? RETENTION_BATCH;
  const run: RetentionRun = { meetings: 0, segments: 0, chunks: 0, summaries: 0, participants: 0, providerRecordings: 0, deferred: 0 };
  const now = deps.clock.now();
  const skipped = new Set<string>();
  for (;;) {
    const expired = await deps.db
      .select({ id: meetings.id })
      .from(meetings)
      .where(
        and(
          sql`${meetings.captureDeletedAt} is null and ${meetings.scheduledAt} < ${now.toISOString()}::timestamptz - (
            select u.capture_retention_days * interval '1 day' from users u where u.id = ${meetings.userId}
          )`,
          skipped.size ? notInArray(meetings.id, [...skipped]) : undefined,
          options.userId ? eq(meetings.userId, options.userId) : undefined,
        ),
      )
      .orderBy(meetings.scheduledAt, meetings.id)
      .limit(batchSize);
    if (expired.length === 0) break;
    const batch = expired.map((m) => m.id);
    const ready = await deleteProviderCopies(deps, log, batch, run);
    for (const id of batch) if (!ready.includes(id)) skipped.add(id);
    if (ready.length) await deleteCaptureRows(deps, ready, now, run);
    if (expired.length < batchSize) break;
  }
  run.deferred = skipped.size;
  return run;
}

/** The meetings whose provider copies are gone (or never existed). */
async function deleteProviderCopies(deps: AppDeps, log: Logger, meetingIds: string[], run: RetentionRun): Promise<string[]> {
  const bots = await deps.db
    .select({ meetingId: botSessions.meetingId, botId: botSessions.providerBotId, provider: botSessions.provider })
    .from(botSessions)
    .where(and(inArray(botSessions.meetingId, meetingIds), isNotNull(botSessions.providerBotId)));
  const failed = new Set<string>();
  for (const bot of bots) {
    if (!bot.meetingId || !bot.botId) continue;
    const provider = deps.bots;
    if (provider?.name !== bot.provider) {
      log.warn({ meetingId: bot.meetingId, provider: bot.provider }, "retention: the bot provider is not configured here; meeting left for a later run");
      failed.add(bot.meetingId);
      continue;
    }
    try {
      await provider.deleteBotMedia(bot.botId);
      run.providerRecordings++;
    } catch (error) {
      log.warn({ err: error, meetingId: bot.meetingId }, "retention: the provider could not delete its recording; meeting left for a later run");
      failed.add(bot.meetingId);
    }
  }
  return meetingIds.filter((id) => !failed.has(id));
}

async function deleteCaptureRows(deps: AppDeps, meetingIds: string[], now: Date, run: RetentionRun): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const sessions = tx.select({ id: botSessions.id }).from(botSessions).where(inArray(botSessions.meetingId, meetingIds));
    run.participants += (await tx.delete(botParticipants).where(inArray(botParticipants.sessionId, sessions)).returning({ id: botParticipants.id })).length;
    run.segments += (await tx.delete(transcriptSegments).where(inArray(transcriptSegments.meetingId, meetingIds)).returning({ id: transcriptSegments.id })).length;
    run.chunks += (await tx.delete(transcriptChunks).where(inArray(transcriptChunks.meetingId, meetingIds)).returning({ id: transcriptChunks.id })).length;
    run.summaries += (await tx.delete(meetingSummaries).where(inArray(meetingSummaries.meetingId, meetingIds)).returning({ id: meetingSummaries.id })).length;
    // The catch-up is a summary of the same transcript: it goes with it.
    await tx.delete(meetingCatchUps).where(inArray(meetingCatchUps.meetingId, meetingIds));
    // What the AI Avatar heard in the meeting is captured content too.
    await tx.delete(avatarTurns).where(inArray(avatarTurns.meetingId, meetingIds));
    // Action items are the summary's (and the avatar's) content, the user's edits included.
    await tx.delete(actionItems).where(inArray(actionItems.meetingId, meetingIds));
    const stamped = await tx
      .update(meetings)
      .set({ summary: null, captureDeletedAt: now })
      .where(and(inArray(meetings.id, meetingIds), sql`${meetings.captureDeletedAt} is null`))
      .returning({ id: meetings.id });
    run.meetings += stamped.length;
  });
}
