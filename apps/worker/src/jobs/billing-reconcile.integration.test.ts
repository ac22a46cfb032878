import { eq } from "drizzle-orm";
import { PgBoss } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "@understudy/services";
import { subscriptions, users } from "@understudy/db/schema";
import { connectTestDb, createTestUser } from "@understudy/db/test";
import { FakeBilling } from "@understudy/integrations/stripe";
import { billingReconcileJob } from "@understudy/services/job-list";
import { until } from "../test/until";
import { bossJobQueue, registerJob } from "@understudy/services/jobs";
import { testDeps } from "@understudy/services/testing/deps";

const { db, close } = connectTestDb();
const stripe = new FakeBilling();
let boss: PgBoss;

beforeAll(async () => {
  boss = new PgBoss({ connectionString: process.env.DATABASE_URL, max: 2 });
  await boss.start();
  const deps = testDeps(db, { billing: stripe, jobs: bossJobQueue(boss) });
  await registerJob(boss, billingReconcileJob, { deps, log: createLogger({ level: "silent" }) }, { pollingIntervalSeconds: 0.5 });
});
afterAll(async () => {
  await boss.stop({ graceful: false });
  await close();
});

describe("the billing.reconcile job", () => {
  it("is scheduled every 15 minutes and, when run, downgrades a Pro user whose subscription Stripe cancelled", async () => {
    const schedules = await boss.getSchedules();
    expect(schedules.find((s) => s.name === "billing.reconcile")).toMatchObject({ cron: "*/15 * * * *" });

    const user = await createTestUser(db, { subscriptionPlan: "pro" });
    const subscriptionId = `sub_job_${user.id.slice(0, 8)}`;
    const customerId = `cus_job_${user.id.slice(0, 8)}`;
    stripe.subscriptions.set(subscriptionId, {
      id: subscriptionId,
      customerId,
      status: "canceled",
      userId: user.id,
      priceId: "price_fake_pro",
      currentPeriodEnd: new Date(),
      cancelAtPeriodEnd: false,
      cancelAt: new Date(),
      endedAt: new Date(),
      created: new Date(Date.now() - 40 * 86_400_000),
    });
    await db.insert(subscriptions).values({ userId: user.id, stripeCustomerId: customerId, stripeSubscriptionId: subscriptionId, status: "active", updatedAt: new Date("1970-01-02T00:00:00Z") });

    // One row per run: the oldest, which is this test's (older than any real row in a shared database).
    await boss.send("billing.reconcile", { limit: 1 });
    const plan = await until(async () => {
      const [row] = await db.select({ plan: users.subscriptionPlan }).from(users).where(eq(users.id, user.id));
      return row?.plan === "free" ? row.plan : undefined;
    }, "the downgrade");
    expect(plan).toBe("free");
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    expect(row?.status).toBe("canceled");
  });
});
