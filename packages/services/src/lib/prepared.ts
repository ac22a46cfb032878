import type { Database } from "@understudy/db";

const cache = new WeakMap<Database, Map<string, unknown>>();

/**
 * Hot-path queries are built once per database handle and sent as named prepared statements: the driver
 * then skips the describe round trip and the server skips re-planning (measured in bench/src/api.ts).
 */
export function prepared<T>(db: Database, name: string, build: () => T): T {
  let statements = cache.get(db);
  if (!statements) cache.set(db, (statements = new Map<string, unknown>()));
  let statement = statements.get(name) as T | undefined;
  if (!statement) statements.set(name, (statement = build()));
  return statement;
}
