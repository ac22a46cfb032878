import { randomUUID } from "node:crypto";
import { PgBoss } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendJob, stopJobQueue } from ".";

let reader: PgBoss;

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is set by the global setup");
  reader = new PgBoss({ connectionString: url, max: 1, supervise: false, schedule: false });
  await reader.start();
});
afterAll(async () => {
  await stopJobQueue();
  await reader.stop({ graceful: false, timeout: 2000 });
});

describe("sendJob", () => {
  it("creates each queue once with its policy and stores the job before resolving", async () => {
    const short = `test.short-${randomUUID()}`;
    const plain = `test.plain-${randomUUID()}`;
    await sendJob({ name: short, options: { policy: "short" } }, { n: 1 }, { singletonKey: "k" });
    // `short` keeps one queued job per singleton key: the second send is dropped by pg-boss, not stored twice.
    await sendJob({ name: short, options: { policy: "short" } }, { n: 2 }, { singletonKey: "k" });
    await sendJob({ name: plain }, { n: 3 });

    expect((await reader.getQueue(short))?.policy).toBe("short");
    const shortJobs = await reader.fetch<{ n: number }>(short, { batchSize: 10 });
    expect(shortJobs.map((j) => j.data.n)).toEqual([1]);
    const plainJobs = await reader.fetch<{ n: number }>(plain, { batchSize: 10 });
    expect(plainJobs.map((j) => j.data.n)).toEqual([3]);
  });

  it("starts again after being stopped", async () => {
    await stopJobQueue();
    const name = `test.restart-${randomUUID()}`;
    await sendJob({ name }, { ok: true });
    const jobs = await reader.fetch<{ ok: boolean }>(name);
    expect(jobs).toHaveLength(1);
  });
});
