import type { Database, Transaction } from "@understudy/db";
import { connectTestDb, createTestSession, createTestUser } from "@understudy/db/test";
import { systemClock, type Clock } from "../src/clock";
import type { UserContext } from "../src/context";
import type { AppDeps } from "../src/deps";
import { silentLogger } from "../src/logger";
import { testDeps } from "./deps";

export function makeUserCtx(db: Database, userId: string, options: { role?: "user" | "admin"; clock?: Clock; deps?: AppDeps } = {}): UserContext {
  const clock = options.clock ?? options.deps?.clock ?? systemClock;
  return {
    db,
    clock,
    log: silentLogger,
    actor: { type: "user", userId, role: options.role ?? "user", via: "session", credentialId: "test" },
    deps: options.deps ?? testDeps(db, { clock }),
  };
}

export async function signedInUser(db: Database, overrides: Parameters<typeof createTestUser>[1] = {}) {
  const user = await createTestUser(db, overrides);
  const token = await createTestSession(db, user.id);
  return { user, token };
}

class RolledBack extends Error {}

// A transaction answers every query a Database does; services and factories only use that surface.
const asDatabase = (tx: Transaction): Database => tx as unknown as Database;

/**
 * Runs `fn` in one REPEATABLE READ transaction and rolls it back. Rows other test files commit meanwhile
 * stay invisible, so counts over shared tables (admin stats) can be compared before and after exactly.
 */
export async function inRolledBackTransaction<T>(db: Database, fn: (tx: Database) => Promise<T>): Promise<T> {
  let result: { value: T } | undefined;
  try {
    await db.transaction(
      async (tx) => {
        result = { value: await fn(asDatabase(tx)) };
        throw new RolledBack();
      },
      { isolationLevel: "repeatable read" },
    );
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
  if (!result) throw new Error("transaction body did not complete");
  return result.value;
}

export { connectTestDb };
