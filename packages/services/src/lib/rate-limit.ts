import { RateLimitError } from "../errors";

/**
 * Fixed-window counters kept in process memory. Each web copy limits on its own, so N copies allow N times
 * the rate: acceptable for abuse protection; a shared store would be the next step for exact quotas.
 */
export class RateLimiter {
  private windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Returns 0 when allowed, otherwise the seconds until the window resets. */
  hit(key: string, now: number): number {
    const current = this.windows.get(key);
    if (!current || now - current.start >= this.windowMs) {
      if (this.windows.size > 50_000) this.sweep(now);
      this.windows.set(key, { start: now, count: 1 });
      return 0;
    }
    current.count += 1;
    if (current.count <= this.limit) return 0;
    return Math.max(1, Math.ceil((current.start + this.windowMs - now) / 1000));
  }

  private sweep(now: number) {
    for (const [key, w] of this.windows) if (now - w.start >= this.windowMs) this.windows.delete(key);
  }
}

export const limits = {
  writes: new RateLimiter(120, 60_000),
  tokenCreation: new RateLimiter(10, 60 * 60_000),
  signIn: new RateLimiter(30, 60_000),
  /** Ask: each question is a model call. */
  ask: new RateLimiter(20, 60_000),
  /** Export: a long meeting's PDF is a second of CPU. */
  exports: new RateLimiter(30, 60_000),
};

/** Counts one hit for `key`; over the limit, throws the RateLimitError (429 with Retry-After) carrying `message`. */
export function enforce(limiter: RateLimiter, key: string, now: number, message?: string): void {
  const retryAfter = limiter.hit(key, now);
  if (retryAfter > 0) throw new RateLimitError(retryAfter, message);
}
