import { randomUUID } from "node:crypto";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb } from "./client";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "./embedded";
import { appliedMigrations, EXPECTED_MIGRATIONS, migrateDatabase } from "./migrate";

/**
 * A fresh, empty database: on PostgreSQL a new database next to the test one, on PGlite a new in-memory
 * instance (the embedded server has one database).
 */
async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error("DATABASE_URL is set by the global setup");
  if (process.env.TEST_DB_KIND === "pglite") {
    const embedded: EmbeddedPostgres = await startEmbeddedPostgres();
    return { url: embedded.url, drop: () => embedded.close() };
  }
  const name = `understudy_migrate_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

let fresh: Awaited<ReturnType<typeof freshDatabase>>;
beforeAll(async () => {
  fresh = await freshDatabase();
});
afterAll(async () => {
  await fresh.drop();
});

describe("migrateDatabase", () => {
  it("three instances starting together on a fresh database all succeed, and one of them applies every migration", async () => {
    const results = await Promise.all([migrateDatabase(fresh.url), migrateDatabase(fresh.url), migrateDatabase(fresh.url)]);

    expect(results.map((r) => r.total)).toEqual([EXPECTED_MIGRATIONS, EXPECTED_MIGRATIONS, EXPECTED_MIGRATIONS]);
    // Exactly one caller did the work; the other two waited on the lock and found nothing pending.
    expect(results.map((r) => r.applied).sort((a, b) => b - a)).toEqual([EXPECTED_MIGRATIONS, 0, 0]);

    const { db, close } = createDb(fresh.url, { max: 1 });
    try {
      // Each migration is recorded once: a second run would have added rows (or failed on existing tables).
      expect(await appliedMigrations(db)).toBe(EXPECTED_MIGRATIONS);
    } finally {
      await close();
    }
  });

  it("a later start finds nothing to do", async () => {
    expect(await migrateDatabase(fresh.url)).toEqual({ applied: 0, total: EXPECTED_MIGRATIONS });
  });
});
