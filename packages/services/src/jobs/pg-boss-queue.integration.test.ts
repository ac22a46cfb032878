import { randomUUID } from "node:crypto";
import { PgBoss } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { connectTestDb } from "@understudy/db/test";
import { bossJobQueue, sendOnlyJobQueue, type SendOnlyJobQueue } from "./pg-boss-queue";
import { defineQueue } from "./queue";

let reader: PgBoss;
let queue: SendOnlyJobQueue;
const { db, close } = connectTestDb();

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is set by the global setup");
  reader = new PgBoss({ connectionString: url, max: 1, supervise: false, schedule: false });
  queue = sendOnlyJobQueue(url);
  await reader.start();
});
afterAll(async () => {
  await queue.stop();
  await reader.stop({ graceful: false, timeout: 2000 });
  await close();
});

describe("the send-only job queue", () => {
  it("creates each queue once with its policy and stores the job before resolving", async () => {
    const short = `test.short-${randomUUID()}`;
    const plain = `test.plain-${randomUUID()}`;
    const shortQueue = defineQueue<{ n: number }>({ name: short, policy: { policy: "short" }, sendOptions: () => ({ singletonKey: "k" }) });
    await queue.send(shortQueue, { n: 1 });
    // `short` keeps one queued job per singleton key: the second send is dropped by pg-boss, not stored twice.
    expect(await queue.send(shortQueue, { n: 2 })).toBeNull();
    expect(await queue.hasLiveJob(shortQueue, "k")).toBe(true);
    expect(await queue.hasLiveJob(shortQueue, "other")).toBe(false);
    await queue.send(defineQueue<{ n: number }>({ name: plain }), { n: 3 });

    expect((await reader.getQueue(short))?.policy).toBe("short");
    const shortJobs = await reader.fetch<{ n: number }>(short, { batchSize: 10 });
    expect(shortJobs.map((j) => j.data.n)).toEqual([1]);
    const plainJobs = await reader.fetch<{ n: number }>(plain, { batchSize: 10 });
    expect(plainJobs.map((j) => j.data.n)).toEqual([3]);
  });

  it("starts again after being stopped", async () => {
    await queue.stop();
    const name = `test.restart-${randomUUID()}`;
    await queue.send(defineQueue<{ ok: boolean }>({ name }), { ok: true });
    const jobs = await reader.fetch<{ ok: boolean }>(name);
    expect(jobs).toHaveLength(1);
  });
});

describe("sending within the caller's transaction", () => {
  it.each([
    ["the send-only queue", () => queue],
    ["a running pg-boss's queue", () => bossJobQueue(reader)],
  ])("%s: the job exists exactly when the transaction commits", async (_, jobsOf) => {
    const jobs = jobsOf();
    const name = `test.within-${randomUUID()}`;
    const within = defineQueue<{ n: number }>({ name });
    await jobs.prepare([within]);
    await db.transaction(async (tx) => {
      await jobs.sendWithin(tx, within, { n: 1 });
      await tx.execute(sql`select 1`);
    });
    await expect(
      db.transaction(async (tx) => {
        await jobs.sendWithin(tx, within, { n: 2 });
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    const fetched = await reader.fetch<{ n: number }>(name, { batchSize: 10 });
    expect(fetched.map((j) => j.data.n)).toEqual([1]);
  });

  it("refuses a queue that was not prepared before the transaction, rather than waiting on a connection of its own", async () => {
    const unprepared = defineQueue<{ n: number }>({ name: `test.unprepared-${randomUUID()}` });
    await expect(db.transaction((tx) => queue.sendWithin(tx, unprepared, { n: 1 }))).rejects.toThrow(/was not prepared/);
  });
});
