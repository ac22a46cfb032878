import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { createDb, type Database } from "./client";
import journal from "../migrations/meta/_journal.json" with { type: "json" };

/** The SQL files next to this package's sources (not usable from a bundle, whose import.meta.url is the bundle's). */
export function migrationsDir(): string {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../migrations");
}

/** How many migrations this build of the code expects the database to have applied. */
export const EXPECTED_MIGRATIONS = journal.entries.length;

/**
 * One constant key for the whole product: every instance that starts (web or worker) takes the same lock,
 * so N instances starting together migrate once and the others wait, then find nothing left to do.
 */
export const MIGRATION_LOCK_KEY = 7_240_316_001;

export interface MigrationResult {
  /** Migrations this call applied (0 when another instance had already applied them). */
  applied: number;
  total: number;
}

export interface MigrateOptions {
  /** The folder with the SQL files; a bundled server (Next) passes its own, since import.meta.url is the bundle's. */
  migrationsFolder?: string;
}

/** Applied migrations; 0 before drizzle's bookkeeping table exists (a fresh database). */
export async function appliedMigrations(db: Database): Promise<number> {
  const [exists] = await db.execute<{ present: boolean }>(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!exists?.present) return 0;
  const [row] = await db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return row?.n ?? 0;
}

/**
 * Applies the pending migrations in one transaction that first takes a transaction-level advisory lock:
 * N instances starting together queue on the lock, the first applies everything, the others then read
 * the bookkeeping table and find nothing pending. If a process dies mid-way its transaction rolls back and
 * the lock goes with it. Same bookkeeping as drizzle's own migrator (drizzle.__drizzle_migrations, one row
 * per migration, ordered by the journal's timestamp), so drizzle-kit sees the same state. On the embedded
 * PGlite every client shares one backend, so the advisory lock is re-entrant there; the wire server runs
 * one client's transaction at a time, which serialises the migration all the same.
 */
export async function migrateDatabase(url: string, options: MigrateOptions = {}): Promise<MigrationResult> {
  const migrations = readMigrationFiles({ migrationsFolder: options.migrationsFolder ?? migrationsDir() });
  const { db, close } = createDb(url, { max: 1 });
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY}::bigint)`);
      await tx.execute(sql`create schema if not exists drizzle`);
      await tx.execute(sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`);
      const [last] = await tx.execute<{ created_at: string }>(sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`);
      const pending = migrations.filter((m) => !last || Number(last.created_at) < m.folderMillis);
      for (const migration of pending) {
        for (const statement of migration.sql) await tx.execute(sql.raw(statement));
        await tx.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`);
      }
      const [row] = await tx.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      return { applied: pending.length, total: row?.n ?? 0 };
    });
  } finally {
    await close();
  }
}

export interface RetryOptions extends MigrateOptions {
  onError(error: unknown, attempt: number, retryInMs: number): void;
  /** Checked between attempts: a process told to stop gives up (null). */
  stopped?(): boolean;
}

/**
 * For a process starting up: a database that is not reachable yet is retried with a capped backoff instead of
 * crashing the process (an orchestrator restarting it in a loop would not bring the database up sooner).
 */
export async function migrateWithRetry(url: string, options: RetryOptions): Promise<MigrationResult | null> {
  for (let attempt = 1, wait = 1_000; ; attempt++, wait = Math.min(wait * 2, 30_000)) {
    try {
      return await migrateDatabase(url, options);
    } catch (error) {
      options.onError(error, attempt, wait);
      await new Promise((resolve) => setTimeout(resolve, wait));
      if (options.stopped?.()) return null;
    }
  }
}
