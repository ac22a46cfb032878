import { desc, sql } from "drizzle-orm";
import type { Database } from "@understudy/db";
import { workerHeartbeats } from "@understudy/db/schema";
import type { Clock } from "../clock";

export const WORKER_STALE_AFTER_MS = 60_000;

export interface HealthReport {
  status: "ok" | "degraded" | "down";
  database: { status: "ok" | "down"; latency_ms: number | null };
  worker: { status: "ok" | "stale" | "missing"; last_beat_at: string | null };
  checked_at: string;
}

export async function checkHealth(db: Database, clock: Clock): Promise<HealthReport> {
  const now = clock.now();
  const started = performance.now();
  let database: HealthReport["database"];
  let worker: HealthReport["worker"] = { status: "missing", last_beat_at: null };
  try {
    await db.execute(sql`select 1`);
    database = { status: "ok", latency_ms: Math.round((performance.now() - started) * 10) / 10 };
    const [beat] = await db.select({ at: workerHeartbeats.beatAt }).from(workerHeartbeats).orderBy(desc(workerHeartbeats.beatAt)).limit(1);
    if (beat) {
      worker = { status: now.getTime() - beat.at.getTime() <= WORKER_STALE_AFTER_MS ? "ok" : "stale", last_beat_at: beat.at.toISOString() };
    }
  } catch {
    database = { status: "down", latency_ms: null };
  }
  const status = database.status === "down" ? "down" : worker.status === "ok" ? "ok" : "degraded";
  return { status, database, worker, checked_at: now.toISOString() };
}
