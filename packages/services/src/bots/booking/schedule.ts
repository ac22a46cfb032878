import { and, eq, notInArray } from "drizzle-orm";
import { botSessions, meetings, type BotSession, type Meeting } from "@understudy/db/schema";
import type { ServiceContext } from "../../context";
import { decideCover } from "../coverage/coverage";
import type { CoverContext } from "../coverage/coverage-context";
import { botProvider } from "../provider";
import { Scheduler } from "./schedule-booker";
import { dueMeetings, forUsers, MINUTE, noteLeases } from "./schedule-due";
import { notifyPaused, OwnerCache, type Owner } from "./schedule-owners";
import { forEachConcurrently, Pacer } from "./schedule-pacing";
import { BOOKING_HORIZON_MINUTES, CLAIM_LEASE_MS, DEFAULT_CREATE_RATE_PER_MINUTE } from "./schedule-policy";
import { countLease, type ScheduleOptions, type ScheduleReport, type TakeBackReason } from "./schedule-report";
import { FINISHED_STATUSES } from "../events/status";

export { BOTS_PAUSED_KIND } from "./schedule-owners";
export { bookingKey } from "./schedule-request";
export type { ScheduleOptions, ScheduleReport } from "./schedule-report";

/** The parts of a run that every step shares. */
interface Run {
  ctx: ServiceContext;
  options: ScheduleOptions;
  report: ScheduleReport;
  owners: OwnerCache;
  scheduler: Scheduler;
  now: Date;
}

/**
 * One scheduling pass: takes back bots whose meeting moved, was cancelled, deleted or is no longer
 * covered; finishes bookings a crashed run left half-made; then books a bot for every covered meeting
 * starting within the booking horizon (Pro first, an hour ahead; others 15 minutes ahead), on time
 * (`join_at` = the meeting's start). At most one live bot per meeting, whatever runs at the same time:
 * a booking is a row claimed under the one-live-bot-per-meeting unique index before the provider is
 * called, and the provider call carries an idempotency key of that booking.
 */
export async function runBotSchedule({ ctx, options = {} }: { ctx: ServiceContext; options?: ScheduleOptions }): Promise<ScheduleReport> {
  const started = Date.now();
  const deadline = started + (options.budgetMs ?? 50_000);
  const now = ctx.clock.now();
  const report: ScheduleReport = { booked: 0, resumed: 0, moved: 0, cancelled: 0, failed: 0, deferred: 0, refusedUsers: 0, leased: 0, leaseExpiresInMs: 0, retryInMs: 0 };
  const pacer = new Pacer(options.createRatePerMinute === undefined ? DEFAULT_CREATE_RATE_PER_MINUTE : options.createRatePerMinute);
  const run: Run = { ctx, options, report, owners: new OwnerCache(ctx.db, now), scheduler: new Scheduler(ctx, botProvider(ctx), report, pacer, deadline), now };

  // 1. Bookings that should not stand any more, and bookings a dead run left without a provider bot.
  await reviewBookings(run);
  // 2. Covered meetings in the horizon with no bot yet.
  const { due, refused } = await coveredDue(run);
  await forEachConcurrently(due, options.concurrency ?? 8, (item) => run.scheduler.book(item.meeting, item.owner));
  // Meetings another run had claimed first: if that run dies, its bookings wait for their lease; say when.
  if (run.scheduler.contended > 0) await noteLeases(ctx, report, options);

  report.refusedUsers = refused.size;
  for (const [userId, meeting] of refused) {
    const owner = run.owners.get(userId);
    if (owner) await notifyPaused(ctx, userId, owner, meeting, now);
  }
  // A quiet minute is the usual case: only runs that did something are worth a line at info.
  const busy = Object.values(report).some((n) => n > 0);
  ctx.log[busy ? "info" : "debug"]({ ...report, ms: Date.now() - started }, "bot scheduling run");
  return report;
}

/** Takes back bookings that no longer match their meeting, and finishes those a dead run left half-made. */
async function reviewBookings({ ctx, options, report, owners, scheduler, now }: Run): Promise<void> {
  const leaseCutoff = new Date(now.getTime() - (options.leaseMs ?? CLAIM_LEASE_MS));
  const booked = await ctx.db
    .select({ session: botSessions, meeting: meetings })
    .from(botSessions)
    .leftJoin(meetings, eq(meetings.id, botSessions.meetingId))
    .where(and(eq(botSessions.origin, "scheduled"), notInArray(botSessions.status, [...FINISHED_STATUSES]), forUsers(botSessions.userId, options.userIds)));
  await owners.load(booked.map((r) => r.session.userId));
  for (const { session, meeting } of booked) {
    // A booking without a provider bot and a fresh lease is being made by a live run right now.
    if (!session.providerBotId && session.updatedAt > leaseCutoff) {
      countLease(report, session.updatedAt.getTime() - leaseCutoff.getTime());
      continue;
    }
    const owner = owners.get(session.userId);
    const verdict = owner ? judge(session, meeting, owner.context) : "cover_cancelled";
    if (verdict !== "keep") await scheduler.takeBack(session, verdict);
    else if (!session.providerBotId && meeting && owner) await scheduler.resume(session, meeting, owner, leaseCutoff);
  }
}

/** Whether a booked bot still matches its meeting: same start, same link, still covered. */
function judge(session: BotSession, meeting: Meeting | null, context: CoverContext): "keep" | TakeBackReason {
  if (!meeting || !decideCover(meeting, context).covered) return "cover_cancelled";
  if (session.joinAt?.getTime() !== meeting.scheduledAt.getTime() || session.meetingUrl !== meeting.meetingUrl) return "meeting_moved";
  return "keep";
}

/**
 * The covered meetings whose horizon has come, Pro first then soonest first (priority bot deployment),
 * and per user whose plan allows no bots, the first such meeting (for the "paused" notice).
 */
async function coveredDue({ ctx, options, owners, now }: Run): Promise<{ due: { meeting: Meeting; owner: Owner }[]; refused: Map<string, Meeting> }> {
  const candidates = await dueMeetings(ctx.db, now, options.userIds);
  await owners.load(candidates.map((m) => m.userId));
  const due: { meeting: Meeting; owner: Owner; priority: boolean }[] = [];
  const refused = new Map<string, Meeting>();
  for (const meeting of candidates) {
    const owner = owners.get(meeting.userId);
    if (!owner || !decideCover(meeting, owner.context).covered) continue;
    const priority = owner.entitlements.priorityBots;
    const horizon = (priority ? BOOKING_HORIZON_MINUTES.pro : BOOKING_HORIZON_MINUTES.standard) * MINUTE;
    if (meeting.scheduledAt.getTime() > now.getTime() + horizon) continue;
    if (!owner.entitlements.canDeployBots) {
      if (!refused.has(meeting.userId)) refused.set(meeting.userId, meeting);
      continue;
    }
    due.push({ meeting, owner, priority });
  }
  due.sort((a, b) => Number(b.priority) - Number(a.priority) || a.meeting.scheduledAt.getTime() - b.meeting.scheduledAt.getTime() || a.meeting.id.localeCompare(b.meeting.id));
  return { due, refused };
}
