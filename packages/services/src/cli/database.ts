import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { startEmbeddedPostgres } from "@understudy/db/embedded";
import { migrateDatabase } from "@understudy/db/migrate";
import postgres from "postgres";

async function reachable(url: string): Promise<boolean> {
  const sql = postgres(url, { max: 1, connect_timeout: 2, onnotice: () => {} });
  try {
    await sql`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await sql.end({ timeout: 1 });
  }
}

/**
 * For CLI commands: DATABASE_URL when set; else the running app's embedded database (it writes its URL to
 * .data/database-url); else the embedded database opened by this process (the app must not be running).
 */
export async function openCliDatabase(repoRoot: string): Promise<{ url: string; close(): Promise<void> }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, close: async () => {} };
  const dataDir = process.env.PGLITE_DIR ?? path.join(repoRoot, ".data");
  const urlFile = path.join(dataDir, "database-url");
  const running = existsSync(urlFile) ? readFileSync(urlFile, "utf8").trim() : "";
  if (running && (await reachable(running))) return { url: running, close: async () => {} };
  const embedded = await startEmbeddedPostgres({ dataDir: path.join(dataDir, "pglite") });
  await migrateDatabase(embedded.url);
  return embedded;
}
