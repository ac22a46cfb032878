import { afterAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { sessions, users } from "@understudy/db/schema";
import { hashSecret } from "@understudy/db";
import { createTestSession, createTestUser } from "@understudy/db/test";
import { DAY_MS, fixedClock } from "@understudy/services/clock";
import { createApiToken } from "@understudy/services/api-tokens";
import { createTRPCContext } from "../../src/trpc";
import { connectTestDb, makeCaller, makeUserCtx, signedInUser } from "../support/helpers";
import { UserResponse, getCurrentUser, logout, readCredential, resolveCredential } from "@understudy/services/auth";
import { testDeps } from "@understudy/services/testing/deps";

const { db, close } = connectTestDb();
afterAll(close);

const NOW = new Date("2026-06-15T12:00:00Z");
const clock = fixedClock(NOW);
const h = (init: Record<string, string>) => new Headers(init);

async function userWithSession(overrides: Parameters<typeof createTestUser>[1] = {}) {
  const user = await createTestUser(db, overrides);
  const token = await createTestSession(db, user.id, new Date(NOW.getTime() + 30 * DAY_MS));
  return { user, token };
}

describe("readCredential", () => {
  it("reads a bearer token, either next-auth session cookie, and prefers the bearer header", () => {
    expect(readCredential(h({ authorization: "Bearer abc.def" }))).toEqual({ value: "abc.def", source: "bearer" });
    expect(readCredential(h({ authorization: "bearer   xyz  " }))).toEqual({ value: "xyz", source: "bearer" });
    expect(readCredential(h({ cookie: "theme=dark; authjs.session-token=s1; other=x" }))).toEqual({ value: "s1", source: "cookie" });
    expect(readCredential(h({ cookie: "__Secure-authjs.session-token=s2" }))).toEqual({ value: "s2", source: "cookie" });
    expect(readCredential(h({ cookie: "authjs.session-token=a%2Bb" }))).toEqual({ value: "a+b", source: "cookie" });
    expect(readCredential(h({ authorization: "Bearer b1", cookie: "authjs.session-token=c1" }))).toEqual({ value: "b1", source: "bearer" });
  });

  it("reads nothing from absent, empty or foreign credentials, and keeps a malformed cookie escape as-is", () => {
    expect(readCredential(h({}))).toBeNull();
    expect(readCredential(h({ authorization: "Basic dXNlcjpwYXNz" }))).toBeNull();
    expect(readCredential(h({ authorization: "Bearer" }))).toBeNull();
    expect(readCredential(h({ authorization: "Bearer a b" }))).toBeNull();
    expect(readCredential(h({ cookie: "authjs.session-token=" }))).toBeNull();
    expect(readCredential(h({ cookie: "next-auth.session-token=old; csrf=1" }))).toBeNull();
    expect(readCredential(h({ cookie: "authjs.session-token=%E0%A4%A" }))).toEqual({ value: "%E0%A4%A", source: "cookie" });
  });
});

describe("resolveCredential", () => {
  it("resolves a session token from the cookie or a bearer header to the same user", async () => {
    const { user, token } = await userWithSession({ role: "admin" });
    const actor = { type: "user", userId: user.id, role: "admin", via: "session", credentialId: hashSecret(token) };
    expect(await resolveCredential(db, clock, { value: token, source: "cookie" })).toEqual({ source: "cookie", actor });
    expect(await resolveCredential(db, clock, { value: token, source: "bearer" })).toEqual({ source: "bearer", actor });
  });

  it("resolves a personal API token given as a bearer header", async () => {
    const user = await createTestUser(db);
    const { id, token } = await createApiToken({ ctx: makeUserCtx(db, user.id, { clock }), input: { name: "cli" } });
    expect(await resolveCredential(db, clock, { value: token, source: "bearer" })).toEqual({
      source: "bearer",
      actor: { type: "user", userId: user.id, role: "user", via: "token", credentialId: id },
    });
  });

  it("stores only the session token's hash: the stored value itself is no credential", async () => {
    const { user, token } = await userWithSession();
    const [row] = await db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row?.sessionToken).toBe(hashSecret(token));
    expect(row?.sessionToken).not.toContain(token);
    expect(await resolveCredential(db, clock, { value: row?.sessionToken ?? "", source: "cookie" })).toBeNull();
    expect(await resolveCredential(db, clock, { value: row?.sessionToken ?? "", source: "bearer" })).toBeNull();
  });

  it("refuses an expired session", async () => {
    const user = await createTestUser(db);
    const token = await createTestSession(db, user.id, new Date(NOW.getTime() + 60_000));
    expect(await resolveCredential(db, clock, { value: token, source: "cookie" })).not.toBeNull();
    expect(await resolveCredential(db, fixedClock(new Date(NOW.getTime() + 60_000)), { value: token, source: "cookie" })).toBeNull();
    expect(await resolveCredential(db, fixedClock(new Date(NOW.getTime() + DAY_MS)), { value: token, source: "bearer" })).toBeNull();
  });

  it("refuses every credential of an inactive user", async () => {
    const { user, token } = await userWithSession();
    const api = await createApiToken({ ctx: makeUserCtx(db, user.id, { clock }), input: { name: "cli" } });
    await db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect(await resolveCredential(db, clock, { value: token, source: "cookie" })).toBeNull();
    expect(await resolveCredential(db, clock, { value: token, source: "bearer" })).toBeNull();
    expect(await resolveCredential(db, clock, { value: api.token, source: "bearer" })).toBeNull();
  });

  it("refuses unknown tokens and an API token offered as a cookie", async () => {
    const user = await createTestUser(db);
    const api = await createApiToken({ ctx: makeUserCtx(db, user.id, { clock }), input: { name: "cli" } });
    expect(await resolveCredential(db, clock, { value: "test-session-nope", source: "cookie" })).toBeNull();
    expect(await resolveCredential(db, clock, { value: "ust_nope", source: "bearer" })).toBeNull();
    expect(await resolveCredential(db, clock, { value: api.token, source: "cookie" })).toBeNull();
  });
});

describe("request context", () => {
  it("authenticates a request by its cookie, its bearer session token or its API token", async () => {
    const { user, token } = await userWithSession();
    const api = await createApiToken({ ctx: makeUserCtx(db, user.id, { clock }), input: { name: "cli" } });
    for (const headers of [
      h({ cookie: `authjs.session-token=${token}` }),
      h({ cookie: `__Secure-authjs.session-token=${token}` }),
      h({ authorization: `Bearer ${token}` }),
      h({ authorization: `Bearer ${api.token}` }),
    ]) {
      const ctx = await createTRPCContext({ headers, deps: testDeps(db, { clock }) });
      expect(ctx.auth?.actor.userId).toBe(user.id);
    }
  });

  it("leaves a request anonymous, not failed, for garbage credentials", async () => {
    for (const headers of [
      h({ authorization: "Bearer garbage" }),
      h({ cookie: "authjs.session-token=garbage" }),
      h({ cookie: "authjs.session-token=%E0%A4%A" }),
      h({ authorization: "Basic Zm9vOmJhcg==" }),
    ]) {
      expect((await createTRPCContext({ headers, deps: testDeps(db, { clock }) })).auth).toBeNull();
    }
  });
});

describe("current user and logout", () => {
  it("returns the user in snake_case with trial days from the clock", async () => {
    const { user, token } = await userWithSession({ name: "Maya Chen", image: "https://img.example/m.png", trialEndsAt: new Date(NOW.getTime() + 5 * DAY_MS) });
    const me = UserResponse.parse(await (await makeCaller(db, token, clock)).auth.me());
    expect(me).toMatchObject({
      id: user.id,
      name: "Maya Chen",
      email: user.email,
      picture: "https://img.example/m.png",
      role: "user",
      subscription_plan: "free",
      trial_days_remaining: 5,
      is_active: true,
    });
    await expect(getCurrentUser({ ctx: makeUserCtx(db, "no-such-user") })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("deletes only the session the request came with", async () => {
    const { user, token } = await userWithSession();
    const second = await createTestSession(db, user.id, new Date(NOW.getTime() + DAY_MS));
    expect(await (await makeCaller(db, token, clock)).auth.logout()).toEqual({ message: "Logged out successfully" });
    expect(await db.select().from(sessions).where(eq(sessions.sessionToken, hashSecret(token)))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
    await expect((await makeCaller(db, token, clock)).auth.me()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    expect((await (await makeCaller(db, second, clock)).auth.me()).id).toBe(user.id);
  });

  it("keeps sessions when logging out with an API token", async () => {
    const { user, token } = await signedInUser(db);
    const api = await createApiToken({ ctx: makeUserCtx(db, user.id), input: { name: "cli" } });
    expect(await logout({ ctx: { ...makeUserCtx(db, user.id), actor: { type: "user", userId: user.id, role: "user", via: "token", credentialId: api.id } } })).toEqual({
      message: "Logged out successfully",
    });
    expect((await (await makeCaller(db, token)).auth.me()).id).toBe(user.id);
  });
});
