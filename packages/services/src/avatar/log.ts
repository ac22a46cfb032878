import { and, asc, desc, eq, isNull } from "drizzle-orm";
import { actionItems, avatarTurns, meetings, type AvatarTurn } from "@understudy/db/schema";
import type { UserContext } from "../context";
import { NotFoundError } from "../errors";
import { assertAvatarEligible } from "./eligibility";
import type { AvatarLogResponse, AvatarTurnResponse } from "./schemas";

export function turnResponse(t: AvatarTurn): AvatarTurnResponse {
  return {
    id: t.id,
    meeting_id: t.meetingId,
    asked_by: t.askedBy,
    heard: t.heard,
    heard_at: t.heardAt.toISOString(),
    decision: t.decision,
    said: t.said,
    reason: t.reason,
    sources: t.sources,
    latency_ms: t.latencyMs,
    resolved_at: t.resolvedAt?.toISOString() ?? null,
  };
}

/** The meeting's avatar log, oldest first, for the meeting page and the export (no plan gate: it is the user's own record). */
export async function meetingAvatarTurns(ctx: UserContext, meetingId: string): Promise<AvatarTurnResponse[]> {
  const rows = await ctx.db
    .select()
    .from(avatarTurns)
    .where(and(eq(avatarTurns.userId, ctx.actor.userId), eq(avatarTurns.meetingId, meetingId)))
    .orderBy(asc(avatarTurns.heardAt), asc(avatarTurns.utteranceSeq));
  return rows.map(turnResponse);
}

export async function getMeetingAvatarLog({ ctx, input }: { ctx: UserContext; input: { id: string } }): Promise<AvatarLogResponse> {
  await assertAvatarEligible(ctx);
  const [m] = await ctx.db.select({ id: meetings.id }).from(meetings).where(and(eq(meetings.id, input.id), eq(meetings.userId, ctx.actor.userId))).limit(1);
  if (!m) throw new NotFoundError("Meeting not found");
  const turns = await meetingAvatarTurns(ctx, input.id);
  return { meeting_id: input.id, turns, deferred: turns.filter((t) => t.decision === "defer") };
}

/** Every open deferred question across meetings: the user's avatar action items, newest first. */
export async function listAvatarActionItems({ ctx }: { ctx: UserContext }): Promise<{ items: AvatarTurnResponse[] }> {
  await assertAvatarEligible(ctx);
  const rows = await ctx.db
    .select()
    .from(avatarTurns)
    .where(and(eq(avatarTurns.userId, ctx.actor.userId), eq(avatarTurns.decision, "defer"), isNull(avatarTurns.resolvedAt)))
    .orderBy(desc(avatarTurns.heardAt))
    .limit(200);
  return { items: rows.map(turnResponse) };
}

export async function resolveAvatarActionItem({ ctx, input }: { ctx: UserContext; input: { id: string } }): Promise<AvatarTurnResponse> {
  await assertAvatarEligible(ctx);
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const [turn] = await tx
      .update(avatarTurns)
      .set({ resolvedAt: now })
      .where(and(eq(avatarTurns.id, input.id), eq(avatarTurns.userId, ctx.actor.userId), eq(avatarTurns.decision, "defer")))
      .returning();
    // The same question in "My action items" is done too.
    if (turn) await tx.update(actionItems).set({ status: "done", doneAt: now, updatedAt: now }).where(and(eq(actionItems.avatarTurnId, turn.id), eq(actionItems.status, "open")));
    return turn;
  });
  if (!row) throw new NotFoundError("Action item not found");
  return turnResponse(row);
}
