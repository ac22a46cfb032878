import { sql } from "drizzle-orm";
import type { Executor } from "@understudy/db";

/** How long a capability answer is trusted: an extension installed later is picked up without a restart. */
const RECHECK_MS = 5 * 60_000;

const cache = new WeakMap<object, { at: number; available: Promise<boolean> }>();

/** Whether this database has pgvector installed (PGlite and most hosted PostgreSQL can; Debian's cannot). */
export function hasVectorExtension(db: Executor, now = Date.now()): Promise<boolean> {
  const hit = cache.get(db);
  if (hit && now - hit.at < RECHECK_MS) return hit.available;
  const available = db
    .execute<{ ok: boolean }>(sql`select exists (select 1 from pg_extension where extname = 'vector') as ok`)
    .then((rows) => rows[0]?.ok === true)
    .catch(() => false);
  cache.set(db, { at: now, available });
  return available;
}
