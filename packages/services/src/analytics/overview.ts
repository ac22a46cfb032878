import { count, eq, gt, lte, sql } from "drizzle-orm";
import { meetings } from "@understudy/db/schema";
import { DAY_MS } from "../clock";
import type { UserContext } from "../context";
import { loadEntitlements, refusalFor } from "../subscription/entitlements";
import type { AnalyticsOverviewResponse } from "./schemas";

/**
 * Attendance rate: of the meetings whose time has come (not cancelled), the share that were attended
 * (completed). Week trend: meetings created in the last 7 days against the 7 days before.
 * The platform breakdown is advanced analytics: withheld (null, `locked`) unless the plan includes it, so
 * the page still renders its four cards for everyone instead of failing with a 403.
 */
export async function getAnalyticsOverview({ ctx }: { ctx: UserContext }): Promise<AnalyticsOverviewResponse> {
  const now = ctx.clock.now();
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  const twoWeeksAgo = new Date(now.getTime() - 14 * DAY_MS);
  const owner = eq(meetings.userId, ctx.actor.userId);
  const [totals] = await ctx.db
    .select({
      total: count(),
      completed: count(sql`case when ${meetings.status} = 'completed' then 1 end`),
      attendedDue: count(sql`case when ${meetings.status} = 'completed' and ${lte(meetings.scheduledAt, now)} then 1 end`),
      cancelled: count(sql`case when ${meetings.status} = 'cancelled' then 1 end`),
      due: count(sql`case when ${meetings.status} <> 'cancelled' and ${lte(meetings.scheduledAt, now)} then 1 end`),
      botAttended: count(sql`case when ${meetings.botAttended} then 1 end`),
      summarized: count(sql`case when ${meetings.summary} is not null and ${meetings.summary} <> '' then 1 end`),
      thisWeek: count(sql`case when ${gt(meetings.createdAt, weekAgo)} then 1 end`),
      previousWeek: count(sql`case when ${gt(meetings.createdAt, twoWeeksAgo)} and ${lte(meetings.createdAt, weekAgo)} then 1 end`),
    })
    .from(meetings)
    .where(owner);
  const entitlements = await loadEntitlements(ctx);
  const refusal = refusalFor("advanced_analytics", entitlements);
  const platformRows = refusal
    ? null
    : await ctx.db.select({ platform: meetings.platform, n: count() }).from(meetings).where(owner).groupBy(meetings.platform);
  const t = totals ?? { total: 0, completed: 0, attendedDue: 0, cancelled: 0, due: 0, botAttended: 0, summarized: 0, thisWeek: 0, previousWeek: 0 };
  return {
    total_meetings: t.total,
    attendance_rate: t.due === 0 ? 0 : Math.round((t.attendedDue / t.due) * 1000) / 10,
    bot_attended_meetings: t.botAttended,
    summarized_meetings: t.summarized,
    completed_meetings: t.completed,
    cancelled_meetings: t.cancelled,
    this_week_meetings: t.thisWeek,
    previous_week_meetings: t.previousWeek,
    week_trend: t.thisWeek > t.previousWeek ? "up" : t.thisWeek < t.previousWeek ? "down" : "flat",
    platforms: platformRows ? Object.fromEntries(platformRows.map((r) => [r.platform, r.n])) : null,
    locked: refusal !== null,
    locked_detail: refusal,
  };
}
