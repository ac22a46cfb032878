import { afterAll, describe, expect, it } from "vitest";
import { createDb } from "@understudy/db";
import { EXPECTED_MIGRATIONS, migrateDatabase } from "@understudy/db/migrate";
import { startEmbeddedPostgres } from "@understudy/db/embedded";
import { connectTestDb } from "@understudy/db/test";
import { checkReadiness } from "./ready";

const { db, close } = connectTestDb();
afterAll(async () => {
  await close();
});

describe("checkReadiness", () => {
  it("is ready on a database with every migration this build expects", async () => {
    const report = await checkReadiness(db, { draining: false });
    expect(report).toMatchObject({ ready: true, reason: null, database: "ok", migrations: { applied: EXPECTED_MIGRATIONS, expected: EXPECTED_MIGRATIONS } });
  });

  it("is not ready while the database lacks migrations, and is once they are applied", async () => {
    const fresh = await startEmbeddedPostgres();
    const conn = createDb(fresh.url, { max: 1 });
    try {
      const before = await checkReadiness(conn.db, { draining: false });
      expect(before).toMatchObject({ ready: false, database: "ok", migrations: { applied: 0 } });
      expect(before.reason).toContain(`0 of ${EXPECTED_MIGRATIONS} migrations`);
      await migrateDatabase(fresh.url);
      expect((await checkReadiness(conn.db, { draining: false })).ready).toBe(true);
    } finally {
      await conn.close();
      await fresh.close();
    }
  });

  it("is not ready once the process is shutting down, whatever the database says", async () => {
    expect(await checkReadiness(db, { draining: true })).toMatchObject({ ready: false, reason: "shutting down" });
  });

  it("is not ready when the database cannot be reached", async () => {
    const unreachable = createDb("postgres://postgres@127.0.0.1:1/nowhere", { max: 1 });
    try {
      const report = await checkReadiness(unreachable.db, { draining: false });
      expect(report).toMatchObject({ ready: false, database: "down" });
      expect(report.reason).toMatch(/^database unreachable: /);
    } finally {
      await unreachable.close();
    }
  });
});
