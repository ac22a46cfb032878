import { and, count, eq, gte, lt, sql } from "drizzle-orm";
import { meetings } from "@understudy/db/schema";
import { DAY_MS } from "../clock";
import type { UserContext } from "../context";
import { assertEntitled } from "../subscription/entitlements";
import type { AnalyticsWeeklyResponse } from "./schemas";

export const WEEKLY_WEEKS = 8;
const WEEK_MS = 7 * DAY_MS;

/** Monday 00:00 UTC of the ISO week that contains `at`. */
export function isoWeekStart(at: Date): Date {
  const midnight = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  const daysSinceMonday = (at.getUTCDay() + 6) % 7;
  return new Date(midnight - daysSinceMonday * DAY_MS);
}

/**
 * Meetings per ISO week (Monday to Sunday, UTC) by scheduled time, for the current week and the seven
 * before it, oldest first; weeks without meetings are listed with zeros. `completed` counts those marked completed.
 * Advanced analytics: anyone but Pro gets 403 naming the plan.
 */
export async function getAnalyticsWeekly({ ctx }: { ctx: UserContext }): Promise<AnalyticsWeeklyResponse> {
  await assertEntitled(ctx, "advanced_analytics");
  const currentWeek = isoWeekStart(ctx.clock.now());
  const from = new Date(currentWeek.getTime() - (WEEKLY_WEEKS - 1) * WEEK_MS);
  const until = new Date(currentWeek.getTime() + WEEK_MS);
  const weekIndex = sql<number>`floor(extract(epoch from (${meetings.scheduledAt} - ${from.toISOString()}::timestamptz)) / ${WEEK_MS / 1000})::int`;
  const rows = await ctx.db
    .select({
      week: weekIndex,
      meetings: count(),
      completed: count(sql`case when ${meetings.status} = 'completed' then 1 end`),
    })
    .from(meetings)
    .where(and(eq(meetings.userId, ctx.actor.userId), gte(meetings.scheduledAt, from), lt(meetings.scheduledAt, until)))
    .groupBy(sql`1`);
  const byWeek = new Map(rows.map((r) => [Number(r.week), r]));
  return {
    weeks: Array.from({ length: WEEKLY_WEEKS }, (_, i) => {
      const row = byWeek.get(i);
      return {
        week_start: new Date(from.getTime() + i * WEEK_MS).toISOString(),
        meetings: row?.meetings ?? 0,
        completed: row?.completed ?? 0,
      };
    }),
  };
}
