import { and, eq, gt } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import { avatarDrafts, avatarTurns, users, type AvatarDraft, type AvatarDraftState, type AvatarSource } from "@understudy/db/schema";
import { recordDeferredQuestion } from "../../action-items/avatar";
import type { ServiceContext } from "../../context";
import { loadAvatarSettings } from "../consent";
import { deferralSaid } from "../rules";
import { avatarDraftSpeakQueue } from "./queues";
import { AWAITING_APPROVAL } from "./store";

const OUTCOME: Record<Exclude<AvatarDraftState, "pending">, string> = {
  approved: "approved by the owner",
  edited: "edited by the owner",
  rejected: "rejected by the owner",
  expired: "not approved in time",
};

/** The queues a settling transaction sends to, prepared before it opens. */
export const SETTLE_QUEUES = [avatarDraftSpeakQueue];

export type Settlement = { to: "approved" | "edited"; said: string; sources?: AvatarSource[] } | { to: "rejected" | "expired" };

/**
 * Decides a pending draft once, in the caller's transaction: a conditional update from `pending` (before its
 * deadline, unless it is the expiry itself), so a second decision, a decision racing the expiry or a redelivered
 * expiry job finds nothing to do. Its turn says what will be said; a rejected or expired draft becomes the
 * deferral, and its question the owner's action item, as any deferral is. Saying it is `avatar.draft-speak`'s job.
 */
export async function settleDraft(tx: Executor, ctx: ServiceContext, draft: AvatarDraft, settlement: Settlement): Promise<AvatarDraft | null> {
  const now = ctx.clock.now();
  const deferring = settlement.to === "rejected" || settlement.to === "expired";
  let ownerName = "";
  let said: string;
  if (settlement.to === "approved" || settlement.to === "edited") said = settlement.said;
  else {
    const [owner] = await tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, draft.userId)).limit(1);
    ownerName = owner?.name?.trim() || owner?.email || "the organiser";
    said = deferralSaid(ownerName, (await loadAvatarSettings(tx, draft.userId)).signOff);
  }
  const [settled] = await tx
    .update(avatarDrafts)
    .set({ state: settlement.to, finalText: said, decidedAt: now })
    .where(and(eq(avatarDrafts.id, draft.id), eq(avatarDrafts.state, "pending"), ...(settlement.to === "expired" ? [] : [gt(avatarDrafts.deadline, now)])))
    .returning();
  if (!settled) return null;
  const [turn] = await tx.select().from(avatarTurns).where(eq(avatarTurns.id, draft.turnId)).limit(1);
  if (turn) {
    const reason = turn.reason.includes(AWAITING_APPROVAL) ? turn.reason.replace(AWAITING_APPROVAL, OUTCOME[settlement.to]) : `${turn.reason}; ${OUTCOME[settlement.to]}`;
    const [updated] = await tx
      .update(avatarTurns)
      .set({
        said,
        reason,
        ...(deferring ? { decision: "defer" as const, sources: [] } : {}),
        ...(settlement.to === "edited" && settlement.sources ? { sources: settlement.sources } : {}),
      })
      .where(eq(avatarTurns.id, turn.id))
      .returning();
    if (updated && deferring) await recordDeferredQuestion(tx, updated, ownerName);
  }
  await ctx.deps.jobs.sendWithin(tx, avatarDraftSpeakQueue, { draftId: settled.id });
  return settled;
}
