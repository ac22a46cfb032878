import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { meetings, users } from "./schema";
import { seedDemoAccounts } from "./seed";
import { connectTestDb } from "./test";

const { db, close } = connectTestDb();
afterAll(close);

const DAY = 86_400_000;

describe("demo accounts", () => {
  it("seeds an expired trial beside a running trial and Pro: free, its 14-day trial over, with meetings like the others", async () => {
    const now = new Date("2026-11-28T12:00:00Z");
    const tag = crypto.randomUUID().slice(0, 8);
    const ada = { email: `ada-${tag}@understudy.test`, name: "Ada Lovelace", sub: `1${tag}1` };
    const grace = { email: `grace-${tag}@understudy.test`, name: "Grace Hopper", sub: `1${tag}2`, plan: "pro" as const };
    const charles = { email: `charles-${tag}@understudy.test`, name: "Charles Babbage", sub: `1${tag}3`, trialEnded: true };
    const demo = [ada, grace, charles];
    expect(await seedDemoAccounts(db, demo, now)).toEqual(demo.map((a) => a.email));
    const row = async (email: string) => (await db.select().from(users).where(eq(users.email, email)))[0];

    const lapsed = await row(charles.email);
    expect(lapsed).toMatchObject({ subscriptionPlan: "free", trialEndsAt: new Date(now.getTime() - 3 * DAY), createdAt: new Date(now.getTime() - 17 * DAY) });
    expect((await db.select().from(meetings).where(eq(meetings.userId, lapsed?.id ?? ""))).length).toBeGreaterThan(0);
    expect((await row(ada.email))?.trialEndsAt?.getTime()).toBeGreaterThan(now.getTime());
    expect(await row(grace.email)).toMatchObject({ subscriptionPlan: "pro" });
    // Seeding again creates nothing.
    expect(await seedDemoAccounts(db, demo, now)).toEqual([]);
  });
});
