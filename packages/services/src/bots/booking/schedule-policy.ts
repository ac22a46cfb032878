/**
 * When stand-in bots are booked. Both horizons are over Recall's 10 minutes, so every booked bot is a
 * *scheduled* bot (a reserved instance that never meets an empty ad-hoc pool); Pro books an hour ahead
 * and is booked first in each run: that is "priority bot deployment".
 */
export const BOOKING_HORIZON_MINUTES = { pro: 60, standard: 15 } as const;

/** A meeting that started at most this long ago still gets a bot (the scheduler was down, or the meeting was added late). */
export const LATE_BOOKING_MINUTES = 10;

/**
 * A booking that has no provider bot yet is being created by some run, which renews this lease while
 * its provider call lasts (the adapter's retries and Retry-After waits can take a minute or more). A
 * lease left to expire means that run died (kill -9): another run finishes the booking with the same
 * idempotency key.
 */
export const CLAIM_LEASE_MS = 30_000;
export const CLAIM_RENEW_MS = 10_000;

/** Recall's documented limit for `POST /bot/` per workspace. */
export const DEFAULT_CREATE_RATE_PER_MINUTE = 60;
/** Provider creates one scheduling run keeps in flight at once. */
export const DEFAULT_SCHEDULE_CONCURRENCY = 8;

/** Session reasons the scheduler itself writes when it takes a bot back; such a session does not block a new booking. */
export const SCHEDULER_CANCEL_REASONS = ["meeting_moved", "cover_cancelled"] as const;
