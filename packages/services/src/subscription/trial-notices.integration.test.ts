import { eq, inArray } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { notifications } from "@understudy/db/schema";
import { createTestUser } from "@understudy/db/test";
import { DAY_MS, fixedClock } from "../clock";
import { silentLogger } from "../logger";
import { connectTestDb, inRolledBackTransaction } from "../../testing/helpers";
import { sendTrialNotices } from "./trial-notices";
import { testDeps } from "../../testing/deps";

const { db, close } = connectTestDb();
afterAll(close);

const NOW = new Date("2031-05-10T08:00:00Z");
const at = (days: number) => new Date(NOW.getTime() + days * DAY_MS);

describe("sendTrialNotices (the daily trial-expiry job)", () => {
  it("warns trials ending within 3 days and announces ended ones, once each however often it runs", async () => {
    await inRolledBackTransaction(db, async (tx) => {
      const clock = fixedClock(NOW);
      const ctx = { db: tx, clock, log: silentLogger, actor: { type: "system" as const }, deps: testDeps(db) };
      const endsIn2 = await createTestUser(tx, { trialEndsAt: at(2.5) });
      const endsIn5 = await createTestUser(tx, { trialEndsAt: at(5) });
      const endedYesterday = await createTestUser(tx, { trialEndsAt: at(-1) });
      const longGone = await createTestUser(tx, { trialEndsAt: at(-90) });
      const pro = await createTestUser(tx, { subscriptionPlan: "pro", trialEndsAt: at(-1) });
      const inactive = await createTestUser(tx, { isActive: false, trialEndsAt: at(-1) });
      const ids = [endsIn2, endsIn5, endedYesterday, longGone, pro, inactive].map((u) => u.id);
      const mine = async () =>
        (await tx.select().from(notifications).where(inArray(notifications.userId, ids))).map((n) => [ids.indexOf(n.userId), n.kind, n.title]).sort();

      const first = await sendTrialNotices({ ctx });
      expect(first.ending).toBeGreaterThanOrEqual(1);
      expect(await mine()).toEqual([
        [0, "trial_ending", "Your free trial ends in 3 days"],
        [2, "trial_expired", "Your free trial has ended"],
      ]);
      await sendTrialNotices({ ctx });
      expect(await mine()).toHaveLength(2);

      // Three days later the 2.5-day trial has ended and the 5-day one is close.
      clock.set(at(3));
      await sendTrialNotices({ ctx });
      expect(await mine()).toEqual([
        [0, "trial_ending", "Your free trial ends in 3 days"],
        [0, "trial_expired", "Your free trial has ended"],
        [1, "trial_ending", "Your free trial ends in 2 days"],
        [2, "trial_expired", "Your free trial has ended"],
      ]);
      const [note] = await tx.select().from(notifications).where(eq(notifications.userId, endedYesterday.id));
      expect(note?.message).toContain("Everything captured so far stays readable");
    });
  });
});
