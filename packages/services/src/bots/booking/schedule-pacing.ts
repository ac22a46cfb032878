/**
 * Spaces provider calls evenly to stay under a per-minute limit (Recall: 60 bot creates a minute per
 * workspace). Even spacing rather than bursts, because the provider's burst tolerance is not documented;
 * a 429 that still happens is retried by the adapter after its Retry-After.
 */
export class Pacer {
  #next = 0;
  readonly intervalMs: number;

  readonly #now: () => number;
  readonly #sleep: (ms: number) => Promise<void>;

  constructor(perMinute: number | null, timing: { now?: () => number; sleep?: (ms: number) => Promise<void> } = {}) {
    this.intervalMs = perMinute && perMinute > 0 ? 60_000 / perMinute : 0;
    this.#now = timing.now ?? Date.now;
    this.#sleep = timing.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms)));
  }

  /** Waits for the next free slot; false (without waiting) when that slot is past `deadline` (ms since epoch). */
  async take(deadline = Number.POSITIVE_INFINITY): Promise<boolean> {
    const now = this.#now();
    if (this.intervalMs === 0) return now <= deadline;
    const slot = Math.max(now, this.#next);
    if (slot > deadline) return false;
    this.#next = slot + this.intervalMs;
    if (slot > now) await this.#sleep(slot - now);
    return true;
  }
}

/** Runs `work` over `items` with at most `concurrency` at a time, in order of start. */
export async function forEachConcurrently<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let index = 0;
  const lanes = Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, async () => {
    while (index < items.length) {
      const item = items[index++] as T;
      await work(item);
    }
  });
  await Promise.all(lanes);
}
