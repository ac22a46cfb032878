import { randomUUID } from "node:crypto";
import { PgBoss } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { carryPolicy } from "./register";

let boss: PgBoss;

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is set by the global setup");
  boss = new PgBoss({ connectionString: url, max: 1, supervise: false, schedule: false });
  await boss.start();
});
afterAll(async () => {
  await boss.stop({ graceful: false, timeout: 2000 });
});

describe("a queue's policy on registration", () => {
  it("reaches a queue an install already has: NOTIFY, heartbeat and retries change, its kind stays", async () => {
    const name = `test.carry-${randomUUID()}`;
    // As an older release created it.
    await boss.createQueue(name, { policy: "short", retryLimit: 5 });
    const policy = { policy: "short", notify: true, heartbeatSeconds: 10, retryLimit: 3 } as const;
    await boss.createQueue(name, policy);
    expect(await boss.getQueue(name)).toMatchObject({ notify: false, retryLimit: 5 });

    await carryPolicy(boss, name, policy);
    expect(await boss.getQueue(name)).toMatchObject({ policy: "short", notify: true, heartbeatSeconds: 10, retryLimit: 3 });
  });

  it("asks nothing of a queue without a policy, or with only its kind", async () => {
    const calls: unknown[] = [];
    const spy = { updateQueue: (...args: unknown[]) => Promise.resolve(void calls.push(args)) } as unknown as Pick<PgBoss, "updateQueue">;
    await carryPolicy(spy, "q", undefined);
    await carryPolicy(spy, "q", { policy: "short" });
    expect(calls).toEqual([]);
  });
});
