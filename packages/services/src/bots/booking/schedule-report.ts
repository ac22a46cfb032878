import type { SCHEDULER_CANCEL_REASONS } from "./schedule-policy";

export interface ScheduleOptions {
  /** Only these users' meetings (a run triggered by one user's change); absent = everyone's. */
  userIds?: readonly string[];
  /** Bot creates per minute across this run; 0 or null = unpaced. Default: Recall's 60. */
  createRatePerMinute?: number | null;
  /** Provider creates in flight at once. */
  concurrency?: number;
  /** Wall-clock budget of the run; what is left is booked by the next run. */
  budgetMs?: number;
  leaseMs?: number;
}

/** What one scheduling run did, counted. */
export interface ScheduleReport {
  booked: number;
  /** Bookings a dead run had claimed, finished with the same idempotency key. */
  resumed: number;
  moved: number;
  cancelled: number;
  failed: number;
  /** Covered meetings left for the next run (pacing or budget). */
  deferred: number;
  /** Users whose plan allows no new bots and who had a covered meeting due. */
  refusedUsers: number;
  /** Bookings another run is making (fresh lease): left alone. */
  leased: number;
  /** When the first of those leases runs out (ms from now), 0 when none: a run then finishes any a dead run left. */
  leaseExpiresInMs: number;
  /**
   * The soonest retry a provider asked for (Recall's 507: every 30 s while the ad-hoc pool is empty), 0 when
   * none: the next run is queued then instead of at the next minute's tick.
   */
  retryInMs: number;
}

/** Why the scheduler takes a booked bot back. */
export type TakeBackReason = (typeof SCHEDULER_CANCEL_REASONS)[number];

/** Counts one lease, keeping the soonest expiry. */
export function countLease(report: ScheduleReport, expiresInMs: number): void {
  report.leaseExpiresInMs = report.leased++ === 0 ? expiresInMs : Math.min(report.leaseExpiresInMs, expiresInMs);
}
