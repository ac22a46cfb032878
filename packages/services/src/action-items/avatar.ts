import type { Executor } from "@understudy/db";
import { actionItems, type AvatarTurn } from "@understudy/db/schema";

/**
 * A question the avatar deferred is the user's to answer: an action item in the same list, owned by the user,
 * at the second it was asked. Keyed by the turn, so a redelivered utterance adds nothing.
 */
export async function recordDeferredQuestion(tx: Executor, turn: AvatarTurn, ownerName: string): Promise<void> {
  if (turn.decision !== "defer") return;
  await tx
    .insert(actionItems)
    .values({
      userId: turn.userId,
      meetingId: turn.meetingId,
      avatarTurnId: turn.id,
      source: "avatar",
      text: `Answer ${turn.askedBy}: "${turn.heard.slice(0, 1000)}"`,
      ownerName,
      ownerIsUser: true,
      startSeconds: Math.max(0, turn.utteranceSeq / 1000),
      dedupeKey: `avatar:${turn.id}`,
      createdAt: turn.heardAt,
      updatedAt: turn.heardAt,
    })
    .onConflictDoNothing();
}
