import { and, eq } from "drizzle-orm";
import { PgBoss } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "@understudy/services";
import { notifications } from "@understudy/db/schema";
import { connectTestDb, createTestUser } from "@understudy/db/test";
import { trialExpiryJob } from "@understudy/services/job-list";
import { until } from "../test/until";
import { bossJobQueue, registerJob } from "@understudy/services/jobs";
import { testDeps } from "@understudy/services/testing/deps";

const { db, close } = connectTestDb();
let boss: PgBoss;

beforeAll(async () => {
  boss = new PgBoss({ connectionString: process.env.DATABASE_URL, max: 2 });
  await boss.start();
  await registerJob(boss, trialExpiryJob, { deps: testDeps(db, { jobs: bossJobQueue(boss) }), log: createLogger({ level: "silent" }) });
});
afterAll(async () => {
  await boss.stop({ graceful: false });
  await close();
});

describe("the trial-expiry job", () => {
  it("is scheduled daily and, when run, tells a user whose trial ended", async () => {
    const schedules = await boss.getSchedules();
    expect(schedules.find((s) => s.name === "billing.trial-expiry")).toMatchObject({ cron: "0 8 * * *" });

    const user = await createTestUser(db, { trialEndsAt: new Date(Date.now() - 3_600_000) });
    await boss.send("billing.trial-expiry", {});
    const note = await until(
      async () => (await db.select().from(notifications).where(and(eq(notifications.userId, user.id), eq(notifications.kind, "trial_expired"))))[0],
      "the trial_expired notification",
    );
    expect(note.title).toBe("Your free trial has ended");
  });
});
