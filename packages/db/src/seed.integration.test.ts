import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { and, countDistinct } from "drizzle-orm";
import { meetings, transcriptSegments, users } from "./schema";
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
    // No voice history unless asked for.
    expect((await db.select().from(meetings).where(eq(meetings.userId, lapsed?.id ?? ""))).length).toBe(12);
    // Seeding again creates nothing.
    expect(await seedDemoAccounts(db, demo, now)).toEqual([]);
  });

  it("gives an AI Avatar demo account 40 past weekday meetings in which it spoke, all inside the retention window", async () => {
    const now = new Date("2026-11-28T12:00:00Z");
    const tag = crypto.randomUUID().slice(0, 8);
    const katherine = { email: `katherine-${tag}@understudy.test`, name: "Katherine Johnson", sub: `1${tag}4`, plan: "pro" as const, voiceHistory: 40 };
    await seedDemoAccounts(db, [katherine], now);
    const [user] = await db.select().from(users).where(eq(users.email, katherine.email));
    const spoke = await db
      .select({ n: countDistinct(transcriptSegments.meetingId) })
      .from(transcriptSegments)
      .where(and(eq(transcriptSegments.userId, user?.id ?? ""), eq(transcriptSegments.speaker, "Katherine Johnson")));
    expect(spoke[0]?.n).toBe(40);
    const days = (await db.select({ at: meetings.scheduledAt }).from(meetings).where(eq(meetings.userId, user?.id ?? ""))).map((m) => m.at);
    expect(days).toHaveLength(12 + 40);
    const history = days.filter((d) => d.getUTCHours() === 10 && d.getUTCMinutes() === 0);
    expect(history).toHaveLength(40);
    expect(history.every((d) => d.getUTCDay() !== 0 && d.getUTCDay() !== 6 && d < now && now.getTime() - d.getTime() < 90 * DAY)).toBe(true);
  });
});
