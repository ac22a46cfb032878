import { sql, type Database } from "@understudy/db";

/**
 * What the receiver's PostgreSQL connections are doing during a round, sampled every `everyMs` from
 * pg_stat_activity: running (no wait), waiting on a lock, on the client ("idle in transaction" is the receiver
 * not yet sending its next statement), on I/O or an internal lock. Shares of the busy samples; idle connections
 * outside a transaction are not counted.
 */
export function sampleWaits(db: Database, applicationName: string, everyMs = 20): { stop: () => Promise<Record<string, number>> } {
  const counts = new Map<string, number>();
  let busy = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const rows = await db.execute<{ state: string; wait: string | null }>(
        sql`select state, wait_event_type || ':' || wait_event as wait from pg_stat_activity where application_name = ${applicationName} and state <> 'idle'`,
      );
      for (const row of rows) {
        const key = row.state === "active" ? (row.wait ?? "running") : `${row.state} (${row.wait ?? "?"})`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
        busy++;
      }
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      const shares = [...counts].sort((a, b) => b[1] - a[1]).map(([key, n]) => [key, Math.round((n / Math.max(busy, 1)) * 1000) / 10] as const);
      return Object.fromEntries(shares);
    },
  };
}
