import postgres from "postgres";
import { startEmbeddedPostgres } from "@understudy/db/embedded";

export interface ScratchDatabase {
  url: string;
  kind: "postgres" | "pglite";
  close(): Promise<void>;
}

/** A database of the bench's own on DATABASE_URL's server (dropped by `close`), or an embedded PGlite without one. */
export async function scratchDatabase(label: string): Promise<ScratchDatabase> {
  const base = process.env.DATABASE_URL;
  if (!base) {
    const embedded = await startEmbeddedPostgres();
    return { url: embedded.url, kind: "pglite", close: () => embedded.close() };
  }
  const name = `understudy_bench_${label}_${process.pid}`;
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${name}`);
  await admin.unsafe(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    kind: "postgres",
    close: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** The nearest-rank percentile of unsorted values; NaN for none. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}
