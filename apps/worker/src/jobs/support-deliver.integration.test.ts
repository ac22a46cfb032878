import { eq } from "drizzle-orm";
import { PgBoss } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "@understudy/services";
import { supportRequests } from "@understudy/db/schema";
import { connectTestDb, createTestUser } from "@understudy/db/test";
import { FakeMail } from "@understudy/integrations/mail";
import { supportDeliverJob } from "@understudy/services/job-list";
import { until } from "../test/until";
import { bossJobQueue, registerJob } from "@understudy/services/jobs";
import { testDeps } from "@understudy/services/testing/deps";

const { db, close } = connectTestDb();
const transport = new FakeMail();
let boss: PgBoss;

beforeAll(async () => {
  boss = new PgBoss({ connectionString: process.env.DATABASE_URL, max: 2 });
  await boss.start();
  const deps = testDeps(db, { mailer: { transport, supportAddress: "support@understudy.test", from: { address: "no-reply@understudy.test" } }, jobs: bossJobQueue(boss) });
  await registerJob(boss, supportDeliverJob, { deps, log: createLogger({ level: "silent" }) }, { pollingIntervalSeconds: 0.5 });
});
afterAll(async () => {
  await boss.stop({ graceful: false });
  await close();
});

describe("the support.deliver job", () => {
  it("is scheduled every 5 minutes and, when run, sends a request whose first delivery failed", async () => {
    const schedules = await boss.getSchedules();
    expect(schedules.find((s) => s.name === "support.deliver")).toMatchObject({ cron: "*/5 * * * *" });

    const user = await createTestUser(db, { subscriptionPlan: "pro" });
    const [request] = await db
      .insert(supportRequests)
      .values({ userId: user.id, subject: "Help", message: "Please help me with my bot", createdAt: new Date(Date.now() - 10 * 60_000), deliveryError: "451 Try again later" })
      .returning();
    await boss.send("support.deliver", {});
    const delivered = await until(async () => {
      const [row] = await db.select().from(supportRequests).where(eq(supportRequests.id, request?.id ?? ""));
      return row?.deliveredAt ? row : undefined;
    }, "the delivery");
    expect(delivered.deliveryError).toBeNull();
    expect(transport.sent.filter((m) => m.headers?.["X-Understudy-Support-Request"] === request?.id)).toHaveLength(1);
  });
});
