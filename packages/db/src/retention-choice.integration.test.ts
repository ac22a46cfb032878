import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { migrationsDir } from "./migrate";
import { users } from "./schema";
import { connectTestDb, createTestUser } from "./test";

const { db, close } = connectTestDb();
afterAll(close);

// The schema change is already applied by the test database's migrations; the backfill is the file's last statement.
const backfill = readFileSync(path.join(migrationsDir(), "0028_retention_choice.sql"), "utf8").split("--> statement-breakpoint").at(-1) ?? "";

const daysOf = async (id: string) => (await db.select({ days: users.captureRetentionDays }).from(users).where(eq(users.id, id)))[0]?.days;

describe("migration 0028: retention is a choice", () => {
  it("moves accounts left at the old 90-day default to keep, leaves chosen periods alone, and a second run changes nothing", async () => {
    const silentDefault = await createTestUser(db);
    const chose30 = await createTestUser(db);
    const chose365 = await createTestUser(db);
    const choseForever = await createTestUser(db);
    await db.update(users).set({ captureRetentionDays: 90 }).where(eq(users.id, silentDefault.id));
    await db.update(users).set({ captureRetentionDays: 30 }).where(eq(users.id, chose30.id));
    await db.update(users).set({ captureRetentionDays: 365 }).where(eq(users.id, chose365.id));
    await db.update(users).set({ captureRetentionDays: null }).where(eq(users.id, choseForever.id));

    await db.execute(sql.raw(backfill));
    expect([await daysOf(silentDefault.id), await daysOf(chose30.id), await daysOf(chose365.id), await daysOf(choseForever.id)]).toEqual([null, 30, 365, null]);

    // After the migration, 90 days picked in Settings carries its choice and survives a re-run.
    const chose90 = await createTestUser(db);
    await db.update(users).set({ captureRetentionDays: 90, captureRetentionChosenAt: new Date() }).where(eq(users.id, chose90.id));
    await db.execute(sql.raw(backfill));
    expect(await daysOf(chose90.id)).toBe(90);
    expect(await daysOf(chose30.id)).toBe(30);
  });

  it("gives a new account no period: nothing it captures expires", async () => {
    const user = await createTestUser(db);
    expect(await daysOf(user.id)).toBeNull();
  });
});
