import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { migrationsDir } from "./migrate";
import { sessions } from "./schema";
import { hashSecret } from "./secrets";
import { connectTestDb, createTestUser } from "./test";

const { db, close } = connectTestDb();
afterAll(close);

const migration = readFileSync(path.join(migrationsDir(), "0013_session_token_hash.sql"), "utf8");

describe("migration 0013: session tokens hashed in place", () => {
  it("replaces a raw token by the SHA-256 the app computes, and a second run changes nothing", async () => {
    const user = await createTestUser(db);
    const raw = randomUUID();
    await db.insert(sessions).values({ sessionToken: raw, userId: user.id, expires: new Date(Date.now() + 86_400_000) });

    await db.execute(sql.raw(migration));
    const [once] = await db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(once?.sessionToken).toBe(hashSecret(raw));

    await db.execute(sql.raw(migration));
    const [twice] = await db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(twice?.sessionToken).toBe(hashSecret(raw));
  });
});
