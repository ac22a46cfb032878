/**
 * Stripe's own notion of now: the sandbox clock plus an offset that tests move forward
 * (`POST /__sandbox/stripe/clock`), the way a Stripe test clock is advanced. Renewals, period ends
 * and dunning retries fall due against this clock; webhook signatures use the plain sandbox clock.
 */
export class StripeClock {
  #offsetMs = 0;

  constructor(private readonly base: () => Date) {}

  nowMs(): number {
    return this.base().getTime() + this.#offsetMs;
  }

  nowSeconds(): number {
    return Math.floor(this.nowMs() / 1000);
  }

  /** Moves forward only: Stripe test clocks cannot go back. Returns the new time in seconds. */
  advanceTo(seconds: number): number {
    const targetMs = seconds * 1000;
    if (targetMs > this.nowMs()) this.#offsetMs = targetMs - this.base().getTime();
    return this.nowSeconds();
  }

  reset(): void {
    this.#offsetMs = 0;
  }
}

/** Same day of the next month, clamped to the month's last day (Jan 31 → Feb 28), as Stripe bills. */
export function addMonths(seconds: number, months: number): number {
  const date = new Date(seconds * 1000);
  const day = date.getUTCDate();
  const target = new Date(date.getTime());
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return Math.floor(target.getTime() / 1000);
}
