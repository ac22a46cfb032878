import { RateLimitError } from "../errors";
import { sql } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import { rateLimitCounters } from "@understudy/db/schema";

/** Every per-key limit of the product: requests allowed per fixed window. */
export const RATE_LIMITS = {
  writes: { limit: 120, windowMs: 60_000 },
  tokenCreation: { limit: 10, windowMs: 60 * 60_000 },
  signIn: { limit: 30, windowMs: 60_000 },
  /** Ask: each question is a model call. */
  ask: { limit: 20, windowMs: 60_000 },
  /** Export: a long meeting's PDF is a second of CPU. */
  exports: { limit: 30, windowMs: 60_000 },
  /** Lines typed into a meeting's chat from the live room: a person steering, not a script flooding the call. */
  liveChat: { limit: 5, windowMs: 60_000 },
  /** Sharing a recap: each send is mail from the app to people outside the account, on the owner's word. */
  recapShares: { limit: 10, windowMs: 60 * 60_000 },
} as const;
export type LimitName = keyof typeof RATE_LIMITS;

export interface Limit {
  /** Counts one request for `key`; resolves to 0 when allowed, otherwise the seconds until the window resets. */
  hit(key: string, now: number): Promise<number>;
}
/** `ctx.deps.limits`: one counter per limit. */
export type RateLimits = Record<LimitName, Limit>;

/**
 * Where counts live: counts one request of (name, key) at `now` in its current window, or opens a new window
 * at `now` when the last one began `windowMs` or more ago; returns the count and when the window began.
 */
export interface CounterStore {
  increment(name: LimitName, key: string, now: number, windowMs: number): Promise<{ count: number; windowStart: number }>;
}

/** Fixed windows that begin at a key's first request, as the in-process counters always did. */
export function rateLimits(store: CounterStore): RateLimits {
  const limitFor = (name: LimitName): Limit => {
    const { limit, windowMs } = RATE_LIMITS[name];
    return {
      async hit(key, now) {
        const { count, windowStart } = await store.increment(name, key, now, windowMs);
        return count <= limit ? 0 : Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000));
      },
    };
  };
  return Object.fromEntries(Object.keys(RATE_LIMITS).map((name) => [name, limitFor(name as LimitName)])) as RateLimits;
}

/**
 * Counts in PostgreSQL, in one statement per request: every web instance shares them, so a user over the limit
 * is refused whichever instance they reach. The window's start is stored, not computed, so instances agree on
 * it; a request from an instance whose clock lags a little (now before the stored start) counts towards the
 * current window instead of resetting it.
 */
export function postgresCounterStore(db: Executor): CounterStore {
  return {
    async increment(name, key, now, windowMs) {
      const expired = sql`excluded.window_start - ${rateLimitCounters.windowStart} >= ${windowMs}`;
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ name, key, windowStart: now, count: 1 })
        .onConflictDoUpdate({
          target: [rateLimitCounters.name, rateLimitCounters.key],
          set: {
            count: sql`case when ${expired} then 1 else ${rateLimitCounters.count} + 1 end`,
            windowStart: sql`case when ${expired} then excluded.window_start else ${rateLimitCounters.windowStart} end`,
          },
        })
        .returning({ count: rateLimitCounters.count, windowStart: rateLimitCounters.windowStart });
      if (!row) throw new Error("rate limit upsert returned no row");
      return row;
    },
  };
}

/** Counts in this process only: for tests and tools that run one process, never for a deployment. */
export function memoryCounterStore(): CounterStore {
  const windows = new Map<string, { windowStart: number; count: number }>();
  return {
    increment(name, key, now, windowMs) {
      const id = `${name}\u0000${key}`;
      const current = windows.get(id);
      const next = !current || now - current.windowStart >= windowMs ? { windowStart: now, count: 1 } : { windowStart: current.windowStart, count: current.count + 1 };
      windows.set(id, next);
      return Promise.resolve(next);
    },
  };
}

/** Counters whose window ended long ago are dead rows; the daily session sweep removes them too. */
export async function sweepRateLimitCounters(db: Executor, now: Date): Promise<number> {
  const longest = Math.max(...Object.values(RATE_LIMITS).map((l) => l.windowMs));
  const deleted = await db
    .delete(rateLimitCounters)
    .where(sql`${rateLimitCounters.windowStart} < ${now.getTime() - 2 * longest}`)
    .returning({ key: rateLimitCounters.key });
  return deleted.length;
}

/** Counts one hit for `key`; over the limit, throws the RateLimitError (429 with Retry-After) carrying `message`. */
export async function enforce(limit: Limit, key: string, now: number, message?: string): Promise<void> {
  const retryAfter = await limit.hit(key, now);
  if (retryAfter > 0) throw new RateLimitError(retryAfter, message);
}
