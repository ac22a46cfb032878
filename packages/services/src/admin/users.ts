import { desc, gt, ilike, or, sql, type SQL } from "drizzle-orm";
import { userCounters, users } from "@understudy/db/schema";
import type { UserContext } from "../context";
import { toUserResponse } from "../auth/schemas";
import { ADMIN_USERS_PAGE, type AdminListUsersInput, type AdminStatsResponse } from "./schemas";

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);

/**
 * Newest first, `(created_at, id)` read backwards from its index, so a page is a short index range, never a sort
 * of everyone. A later page of the whole list first finds its first key by skipping `offset` entries of that
 * index alone (an index-only scan: entries, no rows), then reads the page's rows from there; the rows before
 * it are never fetched (issue #13: offset 99,980 of 100,000 users in 18 ms instead of 65, bench:pages-scale).
 * The same rows as LIMIT/OFFSET over the list, since the key is unique. A search filters on name and email
 * (`matching`) and pages with OFFSET.
 */
export async function listUsers({ ctx, input }: { ctx: UserContext; input: AdminListUsersInput }) {
  const offset = input.offset ?? 0;
  const newestFirst = [desc(users.createdAt), desc(users.id)];
  let where: SQL | undefined;
  let skip = offset;
  if (input.q) {
    where = matching(input.q);
  } else if (offset > 0) {
    const first = ctx.db.select({ createdAt: users.createdAt, id: users.id }).from(users).orderBy(...newestFirst).limit(1).offset(offset);
    where = sql`(${users.createdAt}, ${users.id}) <= (${first})`;
    skip = 0;
  }
  const rows = await ctx.db
    .select()
    .from(users)
    .where(where)
    .orderBy(...newestFirst)
    .limit(input.limit ?? ADMIN_USERS_PAGE)
    .offset(skip);
  const now = ctx.clock.now();
  return rows.map((u) => toUserResponse(u, now));
}

/** pg_trgm's GIN indexes look up trigrams: a query shorter than this gives none to look up. */
const TRIGRAM = 3;

/**
 * docs/product.md#admin's search: name or email containing the query, case-insensitively (ILIKE), found through the trigram
 * indexes (or, for a common word, by walking the list's order until the page is full). One or two characters hold
 * no trigram, so as a substring they could only be found by reading every user (0.45 s at 100,000, issue #13);
 * what someone who has typed "al" is after is a name with a word starting "al" or an email starting "al", and
 * those anchored patterns do give trigrams (a word's start is padded), so the same indexes answer them.
 */
function matching(q: string): SQL | undefined {
  if (q.length >= TRIGRAM) {
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return or(ilike(users.name, pattern), ilike(users.email, pattern));
  }
  const literal = q.replace(/[.*+?^${}()|[\]\\]/g, (c) => `\\${c}`);
  return or(sql`${users.name} ~* ${`^${literal}`}`, sql`${users.name} ~* ${` ${literal}`}`, sql`${users.email} ~* ${`^${literal}`}`);
}

/**
 * docs/product.md#admin: conversion = pro / total; trial completion = pro / (active trials + expired trials + pro).
 * No statement reads every user (issue #13): total and Pro come from `user_counters`, kept by triggers in every
 * writer's transaction; trials still running and users seen in 30 days are range counts of two partial indexes
 * (their predicates are literals here, so the planner matches the indexes whatever the parameters); expired
 * trials are the rest of the free users. One statement, so every figure is of the same snapshot.
 */
export async function getAdminStats({ ctx }: { ctx: UserContext }): Promise<AdminStatsResponse> {
  const now = ctx.clock.now();
  const monthAgo = new Date(now.getTime() - 30 * 86_400_000);
  const [row] = await ctx.db
    .select({
      total: sql<number>`(select coalesce(sum(${userCounters.users}), 0) from ${userCounters})`.mapWith(Number),
      pro: sql<number>`(select coalesce(sum(${userCounters.proUsers}), 0) from ${userCounters})`.mapWith(Number),
      activeTrials: sql<number>`(select count(*) from ${users} where ${users.subscriptionPlan} = 'free' and ${gt(users.trialEndsAt, now)})`.mapWith(Number),
      activeUsers: sql<number>`(select count(*) from ${users} where ${users.isActive} and ${gt(users.lastLogin, monthAgo)})`.mapWith(Number),
    })
    .from(sql`(select) as one_row`);
  const r = row ?? { total: 0, pro: 0, activeTrials: 0, activeUsers: 0 };
  const expiredTrials = r.total - r.pro - r.activeTrials;
  return {
    total_users: r.total,
    active_trials: r.activeTrials,
    pro_users: r.pro,
    expired_trials: expiredTrials,
    active_users: r.activeUsers,
    conversion_rate: percent(r.pro, r.total),
    trial_completion: percent(r.pro, r.activeTrials + expiredTrials + r.pro),
  };
}
