import { eq } from "drizzle-orm";
import { meetingPreflights } from "@understudy/db/schema";
import type { ServiceContext } from "../../context";
import { OwnerCache } from "../booking/schedule-owners";
import { forEachConcurrently, Pacer } from "../booking/schedule-pacing";
import { decideCover } from "../coverage/coverage";
import { dueForPreflight } from "./due";
import { checkMeeting, ProviderProbe } from "./run";

export interface PreflightOptions {
  /** Only these users' meetings; absent = everyone's. */
  userIds?: readonly string[];
  /** Check every meeting in the window again, not only the due ones (a user's settings changed). Default: when `userIds` is given. */
  force?: boolean;
  /** Meetings checked at once. */
  concurrency?: number;
  /** Meetings checked per minute at most: each may read its booked bot at the provider. */
  ratePerMinute?: number | null;
  budgetMs?: number;
}

export interface PreflightReport {
  checked: number;
  willFail: number;
  notified: number;
  /** No longer covered: their earlier result was removed. */
  dropped: number;
  failed: number;
  /** Left for the next run (pacing or budget). */
  deferred: number;
}

export const DEFAULT_PREFLIGHT_RATE_PER_MINUTE = 240;

/** One pass over the meetings that are due for a pre-flight (see dueForPreflight). */
export async function runPreflights({ ctx, options = {} }: { ctx: ServiceContext; options?: PreflightOptions }): Promise<PreflightReport> {
  const started = Date.now();
  const deadline = started + (options.budgetMs ?? 50_000);
  const now = ctx.clock.now();
  const report: PreflightReport = { checked: 0, willFail: 0, notified: 0, dropped: 0, failed: 0, deferred: 0 };
  const due = await dueForPreflight(ctx.db, now, { ...(options.userIds ? { userIds: options.userIds } : {}), force: options.force ?? options.userIds !== undefined });
  const owners = new OwnerCache(ctx.db, now);
  await owners.load(due.map((d) => d.meeting.userId));
  const probe = new ProviderProbe(ctx);
  const pacer = new Pacer(options.ratePerMinute === undefined ? DEFAULT_PREFLIGHT_RATE_PER_MINUTE : options.ratePerMinute);

  await forEachConcurrently(due, options.concurrency ?? 4, async ({ meeting, previous }) => {
    const owner = owners.get(meeting.userId);
    const decision = owner ? decideCover(meeting, owner.context) : null;
    // Not covered any more (toggled off, rule changed): there is no bot to check for; a cancellation is still shown.
    if (!owner || !decision || (!decision.covered && decision.reason !== "cancelled")) {
      if (previous) {
        await ctx.db.delete(meetingPreflights).where(eq(meetingPreflights.meetingId, meeting.id));
        report.dropped++;
      }
      return;
    }
    if (!(await pacer.take(deadline))) {
      report.deferred++;
      return;
    }
    try {
      const outcome = await checkMeeting(ctx, meeting, owner, probe);
      report.checked++;
      if (outcome.result === "will_fail") report.willFail++;
      if (outcome.notified) report.notified++;
    } catch (error) {
      report.failed++;
      ctx.log.warn({ err: error, meetingId: meeting.id }, "pre-flight check failed; the next run tries again");
    }
  });
  const busy = Object.values(report).some((n) => n > 0);
  ctx.log[busy ? "info" : "debug"]({ ...report, ms: Date.now() - started }, "bot pre-flight run");
  return report;
}
