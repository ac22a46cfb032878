import { sql } from "drizzle-orm";
import type { Database } from "@understudy/db";
import { appliedMigrations, EXPECTED_MIGRATIONS } from "@understudy/db/migrate";

export interface ReadinessReport {
  ready: boolean;
  /** Why not, in one line: what an operator reads in the load balancer's log. */
  reason: string | null;
  database: "ok" | "down";
  migrations: { applied: number | null; expected: number };
  draining: boolean;
}

/** Bounds the probe: a database that hangs must read as "down", not hold the probe open. */
const PROBE_TIMEOUT_MS = 2_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, expired]).finally(() => clearTimeout(timer));
}

/**
 * Ready to take traffic: not shutting down, the database answers, and it has every migration this build
 * expects. The last part is read from the database itself, so an instance is not ready while any instance
 * (itself or another) is still migrating: the migration's transaction has not committed its bookkeeping rows.
 * A database ahead of this build (a newer release migrated it) is fine: migrations only add.
 */
export async function checkReadiness(db: Database, options: { draining: boolean; expected?: number }): Promise<ReadinessReport> {
  const expected = options.expected ?? EXPECTED_MIGRATIONS;
  const report: ReadinessReport = { ready: false, reason: null, database: "down", migrations: { applied: null, expected }, draining: options.draining };
  if (options.draining) return { ...report, reason: "shutting down" };
  try {
    const applied = await withTimeout(
      (async () => {
        await db.execute(sql`select 1`);
        return appliedMigrations(db);
      })(),
      PROBE_TIMEOUT_MS,
    );
    report.database = "ok";
    report.migrations.applied = applied;
    if (applied < expected) return { ...report, reason: `database has ${applied} of ${expected} migrations (migrating, or waiting for one)` };
    return { ...report, ready: true };
  } catch (error) {
    return { ...report, reason: `database unreachable: ${error instanceof Error ? error.message : String(error)}` };
  }
}
