import { sql, type SQL } from "drizzle-orm";

/*
 * Lists passed as one array parameter, not an IN list of many: the statement's text stays the same whatever the
 * list's length, so a prepared statement (executePrepared) and the server's cached plan are reused instead of
 * planning each search afresh (planning was most of a search's time).
 */

const literal = (values: readonly (string | number)[]) => `{${values.map((v) => (typeof v === "number" ? String(v) : `"${v.replace(/["\\]/g, "\\$&")}"`)).join(",")}}`;

export const uuidArray = (ids: readonly string[]): SQL => sql`${literal(ids)}::uuid[]`;
export const textArray = (values: readonly string[]): SQL => sql`${literal(values)}::text[]`;
export const intArray = (values: readonly number[]): SQL => sql`${literal(values.map((v) => Math.trunc(v)))}::int[]`;
