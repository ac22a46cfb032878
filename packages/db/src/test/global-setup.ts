import { startEmbeddedPostgres, type EmbeddedPostgres } from "../embedded";
import { migrateDatabase } from "../migrate";

/**
 * Vitest global setup: PostgreSQL when DATABASE_URL is set (CI sets it), otherwise an in-memory PGlite
 * behind the same wire protocol. Either way the schema is migrated before any test runs, and under CI a
 * missing or unreachable database fails the run instead of skipping tests.
 */
export default async function setup() {
  let embedded: EmbeddedPostgres | undefined;
  if (!process.env.DATABASE_URL) {
    if (process.env.CI === "true" && process.env.TEST_DB !== "pglite") {
      throw new Error("CI=true but DATABASE_URL is not set: refusing to fall back silently (set TEST_DB=pglite to test on PGlite)");
    }
    embedded = await startEmbeddedPostgres();
    process.env.DATABASE_URL = embedded.url;
    process.env.TEST_DB_KIND = "pglite";
  } else {
    process.env.TEST_DB_KIND ??= "postgres";
  }
  await migrateDatabase(process.env.DATABASE_URL);
  return async () => {
    await embedded?.close();
  };
}
