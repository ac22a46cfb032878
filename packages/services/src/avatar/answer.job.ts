import { and, eq } from "drizzle-orm";
import { botSessions, transcriptSegments } from "@understudy/db/schema";
import { systemContext, type ServiceContext } from "../context";
import { defineJob } from "../jobs/define-job";
import { AVATAR_ANSWER_WORK } from "../jobs/live";
import { avatarAnswerQueue, type AvatarAnswerJobData } from "./answer-queue";
import { loadLanguageDetector } from "./language";
import type { Utterance } from "./responder";
import { runAvatarTurn } from "./speak";

/** The utterance as the responder hears it, read back from the session and the stored transcript line. */
async function utteranceOf(ctx: ServiceContext, data: AvatarAnswerJobData): Promise<{ utterance: Utterance; botId: string } | null> {
  const [session] = await ctx.db.select().from(botSessions).where(eq(botSessions.id, data.sessionId)).limit(1);
  if (!session?.meetingId || !session.providerBotId) return null;
  const [line] = await ctx.db
    .select({ speaker: transcriptSegments.speaker, content: transcriptSegments.content, startSeconds: transcriptSegments.startSeconds })
    .from(transcriptSegments)
    .where(and(eq(transcriptSegments.meetingId, session.meetingId), eq(transcriptSegments.userId, session.userId), eq(transcriptSegments.seq, data.seq)))
    .limit(1);
  if (!line) return null;
  return {
    botId: session.providerBotId,
    utterance: {
      userId: session.userId,
      meetingId: session.meetingId,
      sessionId: session.id,
      botName: session.botName,
      speaker: line.speaker,
      text: line.content,
      heardAt: new Date(data.heardAt),
      seq: data.seq,
    },
  };
}

/**
 * `avatar.answer`: decide (the responder and its hard rules), then speak in the chosen voice and the chat.
 * Runs on the live queues: someone in the meeting is waiting for the answer.
 */
export const avatarAnswerJob = defineJob({
  queue: avatarAnswerQueue,
  work: AVATAR_ANSWER_WORK,
  unavailable: (deps) => (deps.bots ? null : "no meeting-bot provider configured: avatar.answer is not worked"),
  // The language detector takes a second or more to load: not while someone in the meeting waits for an answer.
  warmUp: () => loadLanguageDetector(),
  async handle(jobs, { deps, log }) {
    for (const job of jobs) {
      const ctx = systemContext(deps, log.child({ job: job.id, sessionId: job.data.sessionId }));
      const heard = await utteranceOf(ctx, job.data);
      if (!heard) continue;
      const outcome = await runAvatarTurn(ctx, { ...heard, receivedAt: new Date(job.data.receivedAt) });
      ctx.log.info({ handled: outcome.handled, spoke: outcome.spoke, latencyMs: outcome.latencyMs }, "avatar turn");
    }
  },
});
