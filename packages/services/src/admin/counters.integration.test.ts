/**
 * The admin stats' totals come from counters the triggers keep on `users`: after any mix of writes — through
 * the product's own paths (sign-up insert, Stripe's plan write, account deletion) and raw SQL (bulk inserts,
 * multi-row plan flips, truncate-free deletes) — they equal a COUNT(*) of the table, folding changes nothing,
 * and a drift is repaired by the recount.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import type { Database } from "@understudy/db";
import { createTestUser } from "@understudy/db/test";
import { deleteAccount } from "../account/delete";
import { DELETE_ACCOUNT_CONFIRMATION } from "../account/schemas";
import { fixedClock } from "../clock";
import { lockPlan, settlePlan } from "../subscription/plan-writes";
import { connectTestDb, inRolledBackTransaction, makeUserCtx } from "../../testing/helpers";
import { foldUserCounters, recountUserCounters } from "./counters";
import { getAdminStats } from "./users";

const { db, close } = connectTestDb();
afterAll(close);

const NOW = new Date("2026-06-15T12:00:00Z");

/** The truth, counted the slow way, in the same snapshot as the counters. */
async function truth(tx: Database) {
  const [row] = await tx.execute<{ total: string; pro: string }>(
    sql`select count(*) as total, count(*) filter (where subscription_plan = 'pro') as pro from users`,
  );
  return { total: Number(row?.total), pro: Number(row?.pro) };
}

async function counted(tx: Database, adminId: string) {
  const stats = await getAdminStats({ ctx: makeUserCtx(tx, adminId, { role: "admin", clock: fixedClock(NOW) }) });
  return { total: stats.total_users, pro: stats.pro_users };
}

describe("user counters", () => {
  it("stay equal to a recount through mixed inserts, plan changes and deletes, and folding keeps the sum", async () => {
    await inRolledBackTransaction(db, async (tx) => {
      const tag = randomUUID().slice(0, 8);
      const admin = await createTestUser(tx, { role: "admin" });
      const check = async (step: string) => expect({ step, ...(await counted(tx, admin.id)) }).toEqual({ step, ...(await truth(tx)) });
      await check("start");

      const pro = await createTestUser(tx, { subscriptionPlan: "pro" });
      const free = await createTestUser(tx);
      await check("single inserts");

      // One statement, many rows, both plans: the statement trigger adds them all at once.
      await tx.execute(sql`insert into users (id, email, subscription_plan)
        select ${tag} || '-' || k, ${tag} || '-' || k || '@counters.test', case when k % 3 = 0 then 'pro' else 'free' end::subscription_plan
        from generate_series(1, 30) k`);
      await check("bulk insert");

      // Stripe's path: the plan write the webhook and the reconciliation make, under the user's lock.
      const current = await lockPlan(tx, free.id);
      await settlePlan(tx, free.id, { current: current?.plan ?? "free", status: "active" }, NOW);
      await check("upgrade through settlePlan");
      await settlePlan(tx, pro.id, { current: "pro", status: "canceled" }, NOW);
      await check("downgrade through settlePlan");

      // A multi-row flip both ways in one statement, and updates that change nothing counted.
      await tx.execute(sql`update users set subscription_plan = case when subscription_plan = 'pro' then 'free' else 'pro' end::subscription_plan
        where id like ${`${tag}-%`} and right(id, 1) in ('1', '2', '3')`);
      await tx.execute(sql`update users set last_login = ${NOW.toISOString()}::timestamptz, is_active = false, trial_ends_at = null where id like ${`${tag}-1%`}`);
      await tx.execute(sql`update users set subscription_plan = 'pro' where id = ${pro.id} and false`);
      await check("multi-row flips and uncounted updates");

      // Account deletion (its own transaction, a savepoint here), then a bulk delete of both plans.
      await deleteAccount({ ctx: makeUserCtx(tx, free.id), input: { confirm: DELETE_ACCOUNT_CONFIRMATION } });
      await check("account deletion");
      await tx.execute(sql`delete from users where id like ${`${tag}-%`} and right(id, 1) in ('0', '3', '6', '9')`);
      await check("bulk delete");

      const before = await counted(tx, admin.id);
      expect(await foldUserCounters(tx)).toBeGreaterThan(1);
      expect(await counted(tx, admin.id)).toEqual(before);
      const [rows] = await tx.execute<{ n: string }>(sql`select count(*) as n from user_counters`);
      expect(Number(rows?.n)).toBe(1);
      await check("after folding");
    });
  });

  it("a drift is repaired by the recount, which reports what the counters held", async () => {
    await inRolledBackTransaction(db, async (tx) => {
      const admin = await createTestUser(tx, { role: "admin" });
      const real = await truth(tx);
      // What a trigger disabled by hand, or a restore of one table without the other, would leave.
      await tx.execute(sql`insert into user_counters (users, pro_users) values (5, -2)`);
      expect(await counted(tx, admin.id)).toEqual({ total: real.total + 5, pro: real.pro - 2 });

      const repair = await recountUserCounters(tx);
      expect(repair).toEqual({ before: { users: real.total + 5, pro: real.pro - 2 }, after: { users: real.total, pro: real.pro } });
      expect(await counted(tx, admin.id)).toEqual(real);
    });
  });
});
