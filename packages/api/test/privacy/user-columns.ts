import { sql } from "drizzle-orm";
import type { Database } from "@understudy/db";

/**
 * Every column that can hold a user's id, found in the catalog rather than listed by hand: the columns with
 * a foreign key to users.id, and any column named user_id (a reference someone forgot to declare).
 */
export async function userIdColumns(db: Database): Promise<{ table: string; column: string }[]> {
  const rows = await db.execute<{ table: string; column: string }>(sql`
    select distinct c.relname as "table", a.attname as "column"
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = k.conrelid and a.attnum = any (k.conkey)
    where k.contype = 'f' and k.confrelid = 'public.users'::regclass and n.nspname = 'public'
    union
    select table_name as "table", column_name as "column"
    from information_schema.columns
    where table_schema = 'public' and column_name = 'user_id'
    order by 1, 2`);
  return [...rows];
}

/** How many rows of each table still hold `userId`, keyed `table.column`; users.id itself included. */
export async function rowsHolding(db: Database, userId: string): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for (const { table, column } of [{ table: "users", column: "id" }, ...(await userIdColumns(db))]) {
    const [row] = await db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${userId}`);
    found[`${table}.${column}`] = row?.n ?? 0;
  }
  return found;
}
