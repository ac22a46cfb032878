import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { apiTokens } from "@understudy/db/schema";
import { createTestUser } from "@understudy/db/test";
import { fixedClock } from "@understudy/services/clock";
import { hashToken, resolveCredential } from "@understudy/services/auth";
import { connectTestDb, makeCaller, makeUserCtx, signedInUser } from "../support/helpers";
import { CreatedApiTokenResponse, createApiToken, listApiTokens, MAX_ACTIVE_TOKENS, revokeApiToken } from "@understudy/services/api-tokens";

const { db, close } = connectTestDb();
afterAll(close);

const bearer = (value: string) => ({ value, source: "bearer" as const });

describe("personal API tokens", () => {
  it("shows the secret once on creation, stores only its hash, and lists tokens without it", async () => {
    const user = await createTestUser(db);
    const ctx = makeUserCtx(db, user.id, { clock: fixedClock("2026-06-15T12:00:00Z") });
    const created = CreatedApiTokenResponse.parse(await createApiToken({ ctx, input: { name: "CI" } }));
    expect(created.token).toMatch(/^ust_[A-Za-z0-9_-]{32}$/);
    expect(created).toMatchObject({ name: "CI", prefix: created.token.slice(0, 10), created_at: "2026-06-15T12:00:00.000Z", last_used_at: null });

    const [row] = await db.select().from(apiTokens).where(eq(apiTokens.id, created.id));
    expect(row?.tokenHash).toBe(hashToken(created.token));
    expect(JSON.stringify(row)).not.toContain(created.token);

    const list = await listApiTokens({ ctx });
    expect(list).toEqual([{ id: created.id, name: "CI", prefix: created.prefix, created_at: created.created_at, last_used_at: null }]);
    expect(JSON.stringify(list)).not.toContain(created.token);
  });

  it("authenticates with the secret, records its use, and stops authenticating once revoked", async () => {
    const user = await createTestUser(db);
    const clock = fixedClock("2026-06-15T12:00:00Z");
    const ctx = makeUserCtx(db, user.id, { clock });
    const { id, token } = await createApiToken({ ctx, input: { name: "script" } });

    const resolved = await resolveCredential(db, clock, bearer(token));
    expect(resolved).toEqual({ source: "bearer", actor: { type: "user", userId: user.id, role: "user", via: "token", credentialId: id } });
    expect((await (await makeCaller(db, token, clock)).auth.me()).id).toBe(user.id);
    expect((await listApiTokens({ ctx }))[0]?.last_used_at).toBe("2026-06-15T12:00:00.000Z");

    expect(await revokeApiToken({ ctx, input: { id } })).toEqual({ message: "Token revoked" });
    expect(await resolveCredential(db, clock, bearer(token))).toBeNull();
    await expect((await makeCaller(db, token, clock)).auth.me()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    expect(await listApiTokens({ ctx })).toEqual([]);
    await expect(revokeApiToken({ ctx, input: { id } })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("answers NOT_FOUND for another user's token id and leaves that token working", async () => {
    const owner = makeUserCtx(db, (await createTestUser(db)).id);
    const intruder = makeUserCtx(db, (await createTestUser(db)).id);
    const { id, token } = await createApiToken({ ctx: owner, input: { name: "mine" } });
    await expect(revokeApiToken({ ctx: intruder, input: { id } })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(revokeApiToken({ ctx: intruder, input: { id: randomUUID() } })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(revokeApiToken({ ctx: intruder, input: { id: "not-an-id" } })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await listApiTokens({ ctx: intruder })).toEqual([]);
    expect((await resolveCredential(db, owner.clock, bearer(token)))?.actor.userId).toBe(owner.actor.userId);
  });

  it(`refuses more than ${MAX_ACTIVE_TOKENS} active tokens (CONFLICT) until one is revoked`, async () => {
    const ctx = makeUserCtx(db, (await createTestUser(db)).id);
    const made = [];
    for (let i = 0; i < MAX_ACTIVE_TOKENS; i++) made.push(await createApiToken({ ctx, input: { name: `t${i}` } }));
    await expect(createApiToken({ ctx, input: { name: "one too many" } })).rejects.toMatchObject({ code: "CONFLICT" });
    await revokeApiToken({ ctx, input: { id: made[0]?.id ?? "" } });
    expect((await createApiToken({ ctx, input: { name: "replacement" } })).name).toBe("replacement");
  });

  it("works through the router: validation, ownership and the creation limit", async () => {
    const clock = fixedClock("2026-06-15T12:00:00Z");
    const { token } = await signedInUser(db);
    const caller = await makeCaller(db, token, clock);
    await expect(caller.apiTokens.create({ name: "   " })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    const created = await caller.apiTokens.create({ name: "laptop" });
    expect((await caller.apiTokens.list()).map((t) => t.id)).toEqual([created.id]);
    expect((await caller.apiTokens.list())[0]).not.toHaveProperty("token");
    for (let i = 0; i < 9; i++) await caller.apiTokens.create({ name: `n${i}` });
    await expect(caller.apiTokens.create({ name: "eleventh" })).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });

    const { token: otherToken } = await signedInUser(db);
    await expect((await makeCaller(db, otherToken, clock)).apiTokens.revoke({ id: created.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect((await makeCaller(db, null, clock)).apiTokens.list()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});
