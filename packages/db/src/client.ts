import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import * as schema from "./schema";

export interface DbOptions {
  /** Pool size; the embedded PGlite server serialises work anyway, so small pools are enough there. */
  max?: number;
  /** What pg_stat_activity calls this pool's connections: which process a slow query or a wait belongs to. */
  applicationName?: string;
}

export function createDb(url: string, options: DbOptions = {}) {
  const client = postgres(url, {
    max: options.max ?? 10,
    onnotice: () => {},
    connection: { application_name: options.applicationName ?? "understudy" },
  });
  const db = drizzle(client, { schema, casing: "snake_case" });
  return { db, client, close: () => client.end({ timeout: 5 }) };
}

export type Database = ReturnType<typeof createDb>["db"];
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** Either the database or an open transaction: what a service writes through. */
export type Executor = Database | Transaction;

interface RawSession {
  query(text: string, params: unknown[]): Promise<Iterable<Record<string, unknown>>>;
}

/**
 * Runs one statement with positional parameters ($1, $2, …) on the database or inside an open transaction,
 * for libraries that bring their own SQL (pg-boss's job insert, sent within the caller's transaction).
 */
export async function queryRaw(executor: Executor, text: string, params: readonly unknown[] = []): Promise<Record<string, unknown>[]> {
  // Every Executor here is drizzle over postgres-js, whose session answers `query(text, params)` on its connection or transaction.
  const session = executor._.session as unknown as RawSession;
  return [...(await session.query(text, [...params]))];
}
