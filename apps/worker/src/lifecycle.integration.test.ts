import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "@understudy/db/embedded";
import { EXPECTED_MIGRATIONS } from "@understudy/db/migrate";
import { createLogger } from "@understudy/services";
import { JOBS } from "@understudy/services/job-list";
import { startWorker, type RunningWorker } from "./index";
import { until } from "./test/until";

// A database of its own: a whole worker works every product queue, which must not take other test files' jobs.
let pg: EmbeddedPostgres;
beforeAll(async () => {
  pg = await startEmbeddedPostgres();
});
afterAll(async () => {
  await pg.close();
});

const log = createLogger({ name: "worker-test", level: "silent" });
const quiet = Object.fromEntries(JOBS.map((job) => [job.queue.name, { cron: null, runOnStart: false }]));

async function probe(worker: RunningWorker, path: string) {
  const response = await fetch(`http://127.0.0.1:${worker.healthPort}${path}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("a worker process on its own", () => {
  it("migrates a fresh database, answers its probes, and on stop lets a running job finish before it exits", async () => {
    const worker = await startWorker({ databaseUrl: pg.url, log, overrides: quiet, healthPort: 0, shutdownTimeoutMs: 10_000, migrate: true });
    expect(await probe(worker, "/health/live")).toEqual({ status: 200, body: { status: "live" } });
    const ready = await probe(worker, "/health/ready");
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ ready: true, migrations: { applied: EXPECTED_MIGRATIONS } });

    await worker.boss.createQueue("test.slow");
    let started = false;
    let finished = false;
    await worker.boss.work("test.slow", { pollingIntervalSeconds: 0.5 }, async () => {
      started = true;
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      finished = true;
    });
    const id = await worker.boss.send("test.slow", {});
    await until(() => Promise.resolve(started ? true : undefined), "the slow job to start");

    const stopping = worker.stop();
    // Draining: the probe now turns traffic away while the job is still running.
    const draining = await probe(worker, "/health/ready");
    expect(draining.status).toBe(503);
    expect(draining.body).toMatchObject({ ready: false, reason: "shutting down" });
    expect(finished).toBe(false);
    await stopping;
    expect(finished).toBe(true);

    const reader = await startWorker({ databaseUrl: pg.url, log, overrides: quiet });
    try {
      expect((await reader.boss.getJobById("test.slow", id ?? ""))?.state).toBe("completed");
    } finally {
      await reader.stop();
    }
  });

  it("fails a job still running at the deadline back to the queue, so no lease outlives the process", async () => {
    const worker = await startWorker({ databaseUrl: pg.url, log, overrides: quiet, shutdownTimeoutMs: 1_000 });
    await worker.boss.createQueue("test.stuck", { retryLimit: 3 });
    let started = false;
    await worker.boss.work("test.stuck", { pollingIntervalSeconds: 0.5 }, async () => {
      started = true;
      await new Promise((resolve) => setTimeout(resolve, 60_000));
    });
    const id = await worker.boss.send("test.stuck", {});
    await until(() => Promise.resolve(started ? true : undefined), "the stuck job to start");

    const before = Date.now();
    await worker.stop();
    expect(Date.now() - before).toBeLessThan(10_000);

    const reader = await startWorker({ databaseUrl: pg.url, log, overrides: quiet });
    try {
      const job = await reader.boss.getJobById("test.stuck", id ?? "");
      // Not "active" until its expiry: failed with retries left, so the next worker picks it up again.
      expect(job?.state).toBe("retry");
    } finally {
      await reader.stop();
    }
  });
});
