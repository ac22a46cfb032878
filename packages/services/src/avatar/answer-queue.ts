import type { Executor } from "@understudy/db";
import type { BotSession } from "@understudy/db/schema";
import type { ServiceContext } from "../context";
import { LIVE_QUEUE_POLICY } from "../jobs/live";
import { defineQueue } from "../jobs/queue";
import { addressedToUser } from "./addressing";

export interface AvatarAnswerJobData {
  sessionId: string;
  /** The utterance's transcript seq: the job reads its words from the capture (gone if someone opted out meanwhile). */
  seq: number;
  /** When it was said, on the provider's clock (the avatar's log and its per-meeting rate limit). */
  heardAt: string;
  /** When the webhook carrying it was received, for the latency from hearing to speaking. */
  receivedAt: string;
}

/** `avatar.answer`: something said while the bot stands in, which the AI Avatar may answer. */
// One job per utterance: Attendee re-sends a caption each time it is revised (apply-transcript.ts), and the
// job reads the newest words from the capture anyway.
export const avatarAnswerQueue = defineQueue<AvatarAnswerJobData>({ name: "avatar.answer", policy: LIVE_QUEUE_POLICY, sendOptions: (data) => ({ singletonKey: `${data.sessionId}:${data.seq}` }) });

/**
 * Standing in (announced, the owner not there, nobody opted out): a stored transcript line said to the owner
 * may be for their AI Avatar. Decided under the event's session lock, after the stand-in rule of the same
 * event; only lines addressed to the owner become jobs (the responder checks again, with everything it knows).
 */
export async function queueAvatarAnswer(
  tx: Executor,
  ctx: ServiceContext,
  session: Pick<BotSession, "id" | "meetingId" | "botName" | "announcedAt" | "handedOverAt" | "optedOutAt">,
  ownerName: string,
  utterance: { seq: number; heardAt: Date; receivedAt: Date; text: string },
): Promise<void> {
  if (!session.meetingId || !session.announcedAt || session.handedOverAt || session.optedOutAt) return;
  if (!addressedToUser(utterance.text, { full: ownerName, botName: session.botName }).addressed) return;
  await ctx.deps.jobs.sendWithin(tx, avatarAnswerQueue, { sessionId: session.id, seq: utterance.seq, heardAt: utterance.heardAt.toISOString(), receivedAt: utterance.receivedAt.toISOString() });
}
