import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createDb } from "@understudy/db";
import { rateLimitCounters } from "@understudy/db/schema";
import { memoryCounterStore, postgresCounterStore, RATE_LIMITS, rateLimits, sweepRateLimitCounters } from "./rate-limit";

const url = process.env.DATABASE_URL ?? "";
// Two pools, as two web processes would have: nothing shared but the database.
const processA = createDb(url, { max: 4 });
const processB = createDb(url, { max: 4 });
afterAll(async () => {
  await Promise.all([processA.close(), processB.close()]);
});
const limitsA = rateLimits(postgresCounterStore(processA.db));
const limitsB = rateLimits(postgresCounterStore(processB.db));

const WRITES = RATE_LIMITS.writes.limit;
const NOW = Date.UTC(2026, 10, 25, 12, 0, 5);

describe("rate limits counted in PostgreSQL", () => {
  it("two processes share one count: the request over the limit is refused whichever process takes it", async () => {
    const user = randomUUID();
    for (let i = 0; i < WRITES; i++) {
      const limits = i % 2 ? limitsB : limitsA;
      expect(await limits.writes.hit(user, NOW + i)).toBe(0);
    }
    // The window began at the first request: 59.8 s of it remain.
    expect(await limitsA.writes.hit(user, NOW + 200)).toBe(60);
    expect(await limitsB.writes.hit(user, NOW + 30_000)).toBe(30);
    // Another user, and another limit for the same user, count on their own.
    expect(await limitsB.writes.hit(randomUUID(), NOW)).toBe(0);
    expect(await limitsB.exports.hit(user, NOW)).toBe(0);
  });

  it("counts concurrent requests from both processes exactly: one statement per hit, no lost updates", async () => {
    const user = randomUUID();
    const results = await Promise.all(Array.from({ length: WRITES + 40 }, (_, i) => (i % 2 ? limitsB : limitsA).writes.hit(user, NOW)));
    expect(results.filter((r) => r === 0)).toHaveLength(WRITES);
    const [row] = await processA.db
      .select({ count: rateLimitCounters.count })
      .from(rateLimitCounters)
      .where(and(eq(rateLimitCounters.name, "writes"), eq(rateLimitCounters.key, user)));
    expect(row?.count).toBe(WRITES + 40);
  });

  it("starts a new window a full window after the last one began, and a process whose clock lags counts towards it", async () => {
    const user = randomUUID();
    for (let i = 0; i < WRITES; i++) await limitsA.writes.hit(user, NOW);
    expect(await limitsA.writes.hit(user, NOW + 59_999)).toBe(1);
    const next = NOW + 60_000;
    expect(await limitsA.writes.hit(user, next)).toBe(0);
    // B's clock is seven seconds behind A's: its requests count in the window A opened, they do not reset it.
    for (let i = 0; i < WRITES - 1; i++) expect(await limitsB.writes.hit(user, next - 7_000)).toBe(0);
    expect(await limitsA.writes.hit(user, next)).toBe(60);
  });

  it("the daily sweep removes counters of windows long over and keeps current ones", async () => {
    const old = randomUUID();
    const current = randomUUID();
    const now = Date.now();
    await limitsA.tokenCreation.hit(old, now - 3 * 3_600_000);
    await limitsA.tokenCreation.hit(current, now);
    await sweepRateLimitCounters(processA.db, new Date(now));
    const keys = (await processA.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters).where(eq(rateLimitCounters.name, "tokenCreation"))).map((r) => r.key);
    expect(keys).toContain(current);
    expect(keys).not.toContain(old);
  });
});

describe("the in-memory counter (one process only)", () => {
  it("applies the same windows", async () => {
    const limits = rateLimits(memoryCounterStore());
    for (let i = 0; i < RATE_LIMITS.ask.limit; i++) expect(await limits.ask.hit("u", NOW)).toBe(0);
    expect(await limits.ask.hit("u", NOW + 5_000)).toBe(55);
    expect(await limits.ask.hit("u", NOW + 60_000)).toBe(0);
  });
});
