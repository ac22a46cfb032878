/**
 * pnpm --filter @understudy/services user-counters:recount
 * Rebuilds the admin stats' user counters from the users table and prints what changed (nothing, normally).
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createDb } from "@understudy/db";
import { recountUserCounters } from "../admin/counters";
import { openCliDatabase } from "./database";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
const database = await openCliDatabase(repoRoot);
const { db, close } = createDb(database.url, { max: 1 });
try {
  const { before, after } = await recountUserCounters(db);
  const drift = before.users !== after.users || before.pro !== after.pro;
  console.log(`users ${before.users} → ${after.users}, pro ${before.pro} → ${after.pro}${drift ? " (repaired a drift)" : " (no drift)"}`);
} finally {
  await close();
  await database.close();
}
