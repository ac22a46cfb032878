import { DAY_MS } from "../clock";

/*
 * The free trial, defined once: sign-up (packages/auth) sets its end, the server's plan state counts it
 * down, and the web app prints it. No imports beyond the clock's constant, so a client bundle can take it.
 */

/** docs/product.md#plans-and-the-trial: every new account starts with a 14-day free trial. */
export const TRIAL_DAYS = 14;
/** docs/product.md#plan-and-trial: the trial turns yellow, and its owner is warned, at this many days left. */
export const TRIAL_WARNING_DAYS = 3;

export function trialEndFor(start: Date): Date {
  return new Date(start.getTime() + TRIAL_DAYS * DAY_MS);
}

/** Whole days left, rounded up so that "ends later today" reads as 1 day; never negative. */
export function trialDaysRemaining(trialEndsAt: Date | null, now: Date): number {
  if (!trialEndsAt) return 0;
  const ms = trialEndsAt.getTime() - now.getTime();
  return ms > 0 ? Math.ceil(ms / DAY_MS) : 0;
}
