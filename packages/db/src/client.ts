import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import * as schema from "./schema";

export interface DbOptions {
  /** Pool size; the embedded PGlite server serialises work anyway, so small pools are enough there. */
  max?: number;
}

export function createDb(url: string, options: DbOptions = {}) {
  const client = postgres(url, {
    max: options.max ?? 10,
    onnotice: () => {},
    connection: { application_name: "understudy" },
  });
  const db = drizzle(client, { schema, casing: "snake_case" });
  return { db, client, close: () => client.end({ timeout: 5 }) };
}

export type Database = ReturnType<typeof createDb>["db"];
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** Either the database or an open transaction: what a service writes through. */
export type Executor = Database | Transaction;
