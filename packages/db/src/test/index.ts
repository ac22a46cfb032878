import { createDb } from "../client";

export * from "./factories";

/** The database the global setup prepared, for one test file. */
export function connectTestDb() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL missing: is the vitest globalSetup from @understudy/db/test configured?");
  return createDb(url, { max: 4 });
}
