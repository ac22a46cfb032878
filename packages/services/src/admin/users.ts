import { count, desc, gt, ilike, lte, or, sql } from "drizzle-orm";
import { users } from "@understudy/db/schema";
import type { UserContext } from "../context";
import { toUserResponse } from "../auth/schemas";
import { ADMIN_USERS_PAGE, type AdminListUsersInput, type AdminStatsResponse } from "./schemas";

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);

export async function listUsers({ ctx, input }: { ctx: UserContext; input: AdminListUsersInput }) {
  const pattern = input.q ? `%${input.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const rows = await ctx.db
    .select()
    .from(users)
    .where(pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined)
    // (created_at, id) is the index's order read backwards, so a page is a short index range, never a sort of everyone.
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(input.limit ?? ADMIN_USERS_PAGE)
    .offset(input.offset ?? 0);
  const now = ctx.clock.now();
  return rows.map((u) => toUserResponse(u, now));
}

/** SPEC §9: conversion = pro / total; trial completion = pro / (active trials + expired trials + pro). */
export async function getAdminStats({ ctx }: { ctx: UserContext }): Promise<AdminStatsResponse> {
  const now = ctx.clock.now();
  const monthAgo = new Date(now.getTime() - 30 * 86_400_000);
  const [row] = await ctx.db
    .select({
      total: count(),
      pro: count(sql`case when ${users.subscriptionPlan} = 'pro' then 1 end`),
      activeTrials: count(sql`case when ${users.subscriptionPlan} = 'free' and ${gt(users.trialEndsAt, now)} then 1 end`),
      expiredTrials: count(
        sql`case when ${users.subscriptionPlan} = 'free' and (${users.trialEndsAt} is null or ${lte(users.trialEndsAt, now)}) then 1 end`,
      ),
      activeUsers: count(sql`case when ${users.isActive} and ${gt(users.lastLogin, monthAgo)} then 1 end`),
    })
    .from(users);
  const r = row ?? { total: 0, pro: 0, activeTrials: 0, expiredTrials: 0, activeUsers: 0 };
  return {
    total_users: r.total,
    active_trials: r.activeTrials,
    pro_users: r.pro,
    expired_trials: r.expiredTrials,
    active_users: r.activeUsers,
    conversion_rate: percent(r.pro, r.total),
    trial_completion: percent(r.pro, r.activeTrials + r.expiredTrials + r.pro),
  };
}
