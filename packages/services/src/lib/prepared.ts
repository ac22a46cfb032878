import { Column, is, SQL, type DriverValueDecoder, type Query } from "drizzle-orm";
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

/** A select builder: its statement (built by its database's dialect, casing included) and its fields in order. */
interface SelectQuery {
  toSQL(): Query;
  _: { selectedFields: Record<string, unknown> };
}

/** An SQL expression's decoder: its `mapWith`, or none. drizzle keeps it internal, and reads it as mapResultRow does. */
const sqlDecoder = (expression: SQL) => (expression as unknown as { decoder: DriverValueDecoder<unknown, unknown> }).decoder;

/** How drizzle decodes a selected field: a column by its type, an SQL expression by its `mapWith`. */
function decoderOf(name: string, key: string, field: unknown): DriverValueDecoder<unknown, unknown> {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return sqlDecoder(field);
  if (is(field, SQL.Aliased)) return sqlDecoder(field.sql);
  throw new Error(`preparedRows(${name}): ${key} is not a column or an SQL expression (a nested selection?)`);
}

/**
 * `prepared` for a flat select whose rows are read on every request of a hot path: each row is made from the
 * driver's array with each column's own decoder, found once. drizzle's mapping re-derives every field's kind
 * (`is(field, Column)` up the prototype chain) on every row; on the contract's most-called list that was about
 * a tenth of the request's CPU (bench:api's profile). Values equal drizzle's: prepared.integration.test.ts compares them.
 */
export function preparedRows<T>(db: Database, name: string, build: () => SelectQuery): { execute(values?: Record<string, unknown>): Promise<T[]> } {
  return prepared(db, name, () => {
    const query = build();
    const decoders = Object.entries(query._.selectedFields).map(([key, field]) => ({ key, decoder: decoderOf(name, key, field) }));
    const toRow = (values: unknown[]) => {
      const row: Record<string, unknown> = {};
      decoders.forEach(({ key, decoder }, i) => {
        const value = values[i];
        row[key] = value === null ? null : decoder.mapFromDriverValue(value);
      });
      return row as T;
    };
    const statement = db._.session.prepareQuery(query.toSQL(), undefined, name, true, (rows: unknown[][]) => rows.map(toRow));
    return { execute: (values?: Record<string, unknown>) => statement.execute(values) as Promise<T[]> };
  });
}
