import { sql } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import { subjectOf, type ForUserContext } from "../context";
import { ServiceError } from "../errors";
import { PLANS } from "../subscription/plans";
import { entitlementsFor } from "../subscription/entitlements";
import type { AvatarEligibilityResponse } from "./schemas";

/** docs/product.md#the-ai-avatar: "after 40+ meetings" — meetings with a captured transcript in which the user spoke. */
export const AVATAR_MIN_MEETINGS = 40;

/**
 * Meetings of the user whose transcript has a turn by the user, recognised by their account name (as the
 * stand-in recognises them), compared without case or surrounding spaces.
 */
export async function meetingsWhereUserSpoke(db: Executor, userId: string): Promise<number> {
  const rows = await db.execute<{ n: number }>(sql`
    select count(distinct ts.meeting_id)::int as n
    from transcript_segments ts
    join users u on u.id = ts.user_id
    where ts.user_id = ${userId} and u.name is not null and lower(btrim(ts.speaker)) = lower(btrim(u.name))
  `);
  return Number(rows[0]?.n ?? 0);
}

export async function avatarEligibilityFor(db: Executor, userId: string, now: Date): Promise<AvatarEligibilityResponse> {
  const [ent, spoke] = await Promise.all([entitlementsFor(db, userId, now), meetingsWhereUserSpoke(db, userId)]);
  const missing: string[] = [];
  if (!ent.aiAvatar) missing.push(`Pro only: the AI Avatar is part of the ${PLANS.pro.name} plan. Upgrade to the ${PLANS.pro.name} plan ($${PLANS.pro.price}/month) to use it.`);
  if (spoke < AVATAR_MIN_MEETINGS)
    missing.push(`${spoke} of ${AVATAR_MIN_MEETINGS} meetings: the avatar learns from meetings with a captured transcript in which you spoke; ${AVATAR_MIN_MEETINGS - spoke} more to go.`);
  return { eligible: missing.length === 0, pro: ent.aiAvatar, meetings_with_your_voice: spoke, meetings_required: AVATAR_MIN_MEETINGS, missing };
}

export async function getAvatarEligibility({ ctx }: { ctx: ForUserContext }): Promise<AvatarEligibilityResponse> {
  return avatarEligibilityFor(ctx.db, subjectOf(ctx.actor), ctx.clock.now());
}

/** The gate of every avatar path: 403 whose detail says what is missing ("Pro only", "12 of 40 meetings"). */
export async function assertAvatarEligible(ctx: ForUserContext): Promise<void> {
  const e = await getAvatarEligibility({ ctx });
  if (!e.eligible) throw new ServiceError("SUBSCRIPTION_REQUIRED", `The AI Avatar is not available yet. ${e.missing.join(" ")}`);
}
