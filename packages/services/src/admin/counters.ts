import { sql } from "drizzle-orm";
import type { Executor } from "@understudy/db";

export interface UserCounterRecount {
  before: { users: number; pro: number };
  after: { users: number; pro: number };
}

/**
 * Rebuilds `user_counters` from a count of `users` (the SQL function of migration 0022, which holds writers off
 * while it counts) and says what they held before: the repair if the admin stats' totals ever drift from the
 * table. It reads every user, so it is a maintenance step (`pnpm --filter @understudy/services
 * user-counters:recount`), never part of a page.
 */
export async function recountUserCounters(db: Executor): Promise<UserCounterRecount> {
  const rows = await db.execute<{ users_before: string; pro_before: string; users_after: string; pro_after: string }>(
    sql`select * from recount_user_counters()`,
  );
  const row = rows[0];
  if (!row) throw new Error("recount_user_counters() returned no row");
  return {
    before: { users: Number(row.users_before), pro: Number(row.pro_before) },
    after: { users: Number(row.users_after), pro: Number(row.pro_after) },
  };
}

/** Folds the rows the triggers appended into one (`fold_user_counters()`); returns how many it folded. */
export async function foldUserCounters(db: Executor): Promise<number> {
  const rows = await db.execute<{ folded: string }>(sql`select fold_user_counters() as folded`);
  return Number(rows[0]?.folded ?? 0);
}
