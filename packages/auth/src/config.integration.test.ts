import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { hashSecret } from "@understudy/db";
import { accounts, sessions, users } from "@understudy/db/schema";
import { connectTestDb, createTestUser } from "@understudy/db/test";
import { createAuthConfig } from "./config";
import type { AuthEnv } from "./env";

const { db, close } = connectTestDb();
afterAll(close);

const bossEmail = `boss-${randomUUID()}@understudy.test`;
const env = {
  AUTH_SECRET: "x".repeat(32),
  AUTH_GOOGLE_ID: "client",
  AUTH_GOOGLE_SECRET: "secret",
  GOOGLE_ISSUER: "http://localhost:4010",
  ADMIN_EMAILS: [bossEmail],
} as AuthEnv;
const now = new Date("2026-11-22T10:00:00Z");
const config = createAuthConfig(db, env, () => now);
const adapter = config.adapter;
if (!adapter?.createUser || !adapter.linkAccount) throw new Error("adapter incomplete");

describe("auth configuration", () => {
  it("asks Google for identity only, with PKCE, state and nonce, against the configured issuer", () => {
    const provider = config.providers[0] as unknown as { options: { issuer: string; authorization: { params: { scope: string } }; checks: string[] } };
    expect(provider.options.issuer).toBe("http://localhost:4010");
    expect(provider.options.authorization.params.scope).toBe("openid email profile");
    expect(provider.options.checks).toEqual(["pkce", "state", "nonce"]);
    expect(config.session?.strategy).toBe("database");
  });

  it("gives a new user a 14-day trial, last_login now, and the admin role only for ADMIN_EMAILS", async () => {
    const email = `new-${randomUUID()}@understudy.test`;
    const created = await adapter.createUser?.({ id: "ignored", email: email.toUpperCase(), emailVerified: now, name: "New Person" });
    const [row] = await db.select().from(users).where(eq(users.id, created?.id ?? ""));
    expect(row?.email).toBe(email);
    expect(row?.trialEndsAt?.toISOString()).toBe("2026-12-06T10:00:00.000Z");
    expect(row?.lastLogin?.toISOString()).toBe(now.toISOString());
    expect(row?.role).toBe("user");
    expect(row?.subscriptionPlan).toBe("free");

    const boss = await adapter.createUser?.({ id: "ignored", email: bossEmail, emailVerified: now, name: "Boss" });
    const [bossRow] = await db.select().from(users).where(eq(users.id, boss?.id ?? ""));
    expect(bossRow?.role).toBe("admin");
  });

  it("links the Google account without keeping any of its tokens", async () => {
    const user = await createTestUser(db);
    await adapter.linkAccount?.({
      userId: user.id,
      type: "oidc",
      provider: "google",
      providerAccountId: `sub-${user.id}`,
      access_token: "ya29.secret-access",
      id_token: "eyJ.secret.idtoken",
      refresh_token: "1//secret-refresh",
      token_type: "bearer",
      scope: "openid email profile",
    });
    const [row] = await db.select().from(accounts).where(eq(accounts.userId, user.id));
    expect(row).toMatchObject({ provider: "google", providerAccountId: `sub-${user.id}`, access_token: null, id_token: null, refresh_token: null });
  });

  it("exposes only the user and expiry in the session, never the session token", async () => {
    const user = await createTestUser(db, { role: "admin" });
    const session = await config.callbacks?.session?.({
      session: { sessionToken: "secret-token", userId: user.id, expires: new Date("2026-12-22T00:00:00Z"), user: { ...user, emailVerified: null } },
      user: { ...user, emailVerified: null },
    } as never);
    expect(session).toEqual({
      user: { id: user.id, name: user.name, email: user.email, image: user.image, role: "admin" },
      expires: new Date("2026-12-22T00:00:00Z"),
    });
  });

  it("refuses sign-in for a deactivated account and stamps last_login on sign-in", async () => {
    const inactive = await createTestUser(db, { isActive: false });
    expect(await config.callbacks?.signIn?.({ user: { id: inactive.id, email: inactive.email } })).toBe(false);
    const active = await createTestUser(db, { lastLogin: new Date("2026-01-01T00:00:00Z") });
    expect(await config.callbacks?.signIn?.({ user: { id: active.id, email: active.email } })).toBe(true);
    await config.events?.signIn?.({ user: { id: active.id, email: active.email } });
    const [row] = await db.select().from(users).where(eq(users.id, active.id));
    expect(row?.lastLogin?.toISOString()).toBe(now.toISOString());
  });

  it("keeps only the hash of a session token, and signs in, refreshes and signs out with the raw one", async () => {
    const user = await createTestUser(db);
    const raw = randomUUID();
    const expires = new Date("2026-12-22T10:00:00Z");
    const created = await adapter.createSession?.({ sessionToken: raw, userId: user.id, expires });
    // next-auth puts the returned token in the cookie, so it must be the raw one.
    expect(created?.sessionToken).toBe(raw);
    const [row] = await db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row?.sessionToken).toBe(hashSecret(raw));

    const found = await adapter.getSessionAndUser?.(raw);
    expect(found?.user.id).toBe(user.id);
    expect(found?.session.sessionToken).toBe(raw);
    expect(await adapter.getSessionAndUser?.(hashSecret(raw))).toBeNull();

    const later = new Date("2026-12-30T10:00:00Z");
    expect((await adapter.updateSession?.({ sessionToken: raw, expires: later }))?.sessionToken).toBe(raw);
    const [updated] = await db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(updated?.expires.toISOString()).toBe(later.toISOString());

    await adapter.deleteSession?.(raw);
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });
});
