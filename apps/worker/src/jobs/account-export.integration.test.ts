import { eq } from "drizzle-orm";
import { PgBoss } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "@understudy/services";
import { accountExports } from "@understudy/db/schema";
import { connectTestDb, createTestMeeting, createTestUser } from "@understudy/db/test";
import { requestAccountExport } from "@understudy/services/account";
import { accountExportCleanupJob, accountExportJob } from "@understudy/services/job-list";
import { bossJobQueue, registerJob } from "@understudy/services/jobs";
import { testDeps } from "@understudy/services/testing/deps";
import { makeUserCtx } from "@understudy/services/testing/helpers";
import type { AppDeps } from "@understudy/services/deps";
import { until } from "../test/until";

const { db, close } = connectTestDb();
let boss: PgBoss;
let deps: AppDeps;

beforeAll(async () => {
  boss = new PgBoss({ connectionString: process.env.DATABASE_URL, max: 2 });
  await boss.start();
  deps = testDeps(db, { jobs: bossJobQueue(boss) });
  const runtime = { deps, log: createLogger({ level: "silent" }) };
  await registerJob(boss, accountExportJob, runtime, { pollingIntervalSeconds: 0.5 });
  await registerJob(boss, accountExportCleanupJob, runtime, { pollingIntervalSeconds: 0.5 });
});
afterAll(async () => {
  await boss.stop({ graceful: false });
  await close();
});

describe("the account.export job", () => {
  it("builds the archive a user asked for through pg-boss, and the cleanup runs every 15 minutes", async () => {
    expect((await boss.getSchedules()).find((s) => s.name === "account.export-cleanup")).toMatchObject({ cron: "*/15 * * * *" });
    const user = await createTestUser(db);
    await createTestMeeting(db, user.id, { title: "Queued through pg-boss" });
    const requested = await requestAccountExport({ ctx: makeUserCtx(db, user.id, { deps }) });
    const ready = await until(async () => {
      const [row] = await db.select().from(accountExports).where(eq(accountExports.id, requested.id));
      return row?.status === "ready" ? row : undefined;
    }, "the export");
    expect(ready.sizeBytes).toBeGreaterThan(0);
    expect((await deps.archives.get(requested.id))?.byteLength).toBe(ready.sizeBytes);
  });
});
