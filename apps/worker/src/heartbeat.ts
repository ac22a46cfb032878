import { hostname } from "node:os";
import { sql } from "drizzle-orm";
import type { Database } from "@understudy/db";
import { workerHeartbeats } from "@understudy/db/schema";

export const HEARTBEAT_INTERVAL_MS = 15_000;

/** Stamps this worker's row now and then; returns a stop function. */
export function startHeartbeat(db: Database, onError: (error: unknown) => void) {
  const workerId = `${hostname()}:${process.pid}`;
  const startedAt = new Date();
  const beat = async () => {
    const now = new Date();
    await db
      .insert(workerHeartbeats)
      .values({ workerId, startedAt, beatAt: now })
      .onConflictDoUpdate({ target: workerHeartbeats.workerId, set: { beatAt: sql`excluded.beat_at` } });
  };
  const timer = setInterval(() => void beat().catch(onError), HEARTBEAT_INTERVAL_MS);
  timer.unref();
  return { first: beat(), stop: () => clearInterval(timer), workerId };
}
