import type { Executor } from "@understudy/db";
import { avatarDrafts, notifications, type AvatarDraft, type AvatarTurn } from "@understudy/db/schema";
import type { ServiceContext } from "../../context";
import type { FinalTurn } from "../rules";
import type { SourceUnit } from "../sources";
import { avatarDraftExpireQueue } from "./queues";
import { pushSendQueue, queuePushWithin } from "../../push/queue";

/** The queues a draft's transaction sends to, prepared before it opens. */
export const DRAFT_QUEUES = [avatarDraftExpireQueue, pushSendQueue];

export const ASK_FIRST_DEFAULT_SECONDS = 20;
export const ASK_FIRST_MIN_SECONDS = 5;
export const ASK_FIRST_MAX_SECONDS = 120;
export const AVATAR_DRAFT_NOTIFICATION_KIND = "avatar_draft";
/** Written in the turn's reason while its draft waits; replaced by the outcome once decided. */
export const AWAITING_APPROVAL = "awaiting the owner's approval";

/**
 * Ask-me-first is the default: every answer the rules let through waits for the owner. "Answer on my own" (per
 * meeting) lets a verbatim talking point go without asking; anything else still asks. The disclosure alone (a
 * question about the avatar) and the deferral commit nobody to anything and are said at once.
 */
export function needsApproval(final: FinalTurn, answerOnOwn: boolean): boolean {
  if (final.decision !== "answer" || !final.said) return false;
  if (final.reason === "talking_point") return !answerOnOwn;
  return final.reason === "grounded";
}

const clampSeconds = (s: number) => Math.min(ASK_FIRST_MAX_SECONDS, Math.max(ASK_FIRST_MIN_SECONDS, Math.round(s)));

/**
 * The draft of a turn, in the turn's transaction: the row, the owner's in-app notification (a link to the live
 * room) and its expiry job at the deadline. The expiry is a job in the database, not a timer in some process, so
 * a restart loses no deadline.
 */
export async function storeDraft(
  tx: Executor,
  ctx: ServiceContext,
  input: { turn: AvatarTurn; botId: string; final: FinalTurn; units: readonly SourceUnit[]; seconds: number },
): Promise<AvatarDraft> {
  const seconds = clampSeconds(input.seconds);
  const now = ctx.clock.now();
  const [draft] = await tx
    .insert(avatarDrafts)
    .values({
      userId: input.turn.userId,
      meetingId: input.turn.meetingId,
      turnId: input.turn.id,
      sessionId: input.turn.sessionId,
      botId: input.botId,
      askedBy: input.turn.askedBy,
      heard: input.turn.heard,
      proposed: input.final.said ?? "",
      sources: input.final.sources,
      units: input.units.map((u) => ({ index: u.index, kind: u.kind, meeting: u.meeting, date: u.date, t: u.t, text: u.text, source: u.source })),
      deadline: new Date(now.getTime() + seconds * 1000),
      createdAt: now,
    })
    .returning();
  if (!draft) throw new Error("avatar draft was not stored");
  const title = `Your avatar wants to answer ${draft.askedBy}`;
  const message = `Approve, edit or reject within ${seconds} s: ${draft.proposed}`.slice(0, 1000);
  const href = `/meetings/${draft.meetingId}/live`;
  await tx.insert(notifications).values({ userId: draft.userId, kind: AVATAR_DRAFT_NOTIFICATION_KIND, title, message, href, createdAt: now });
  // On the owner's phone too; useless after the deadline, so the push services drop it then.
  await queuePushWithin(tx, ctx, { userId: draft.userId, title, body: message.slice(0, 300), url: href, tag: `draft-${draft.id}`, ttlSeconds: seconds });
  await ctx.deps.jobs.sendWithin(tx, avatarDraftExpireQueue, { draftId: draft.id }, { startAfter: draft.deadline });
  return draft;
}
