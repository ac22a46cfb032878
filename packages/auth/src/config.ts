import { DrizzleAdapter } from "@auth/drizzle-adapter";
import type { Adapter, AdapterUser } from "@auth/core/adapters";
import { eq } from "drizzle-orm";
import type { NextAuthConfig } from "next-auth";
import Google from "next-auth/providers/google";
import { hashSecret, type Database } from "@understudy/db";
import { accounts, sessions, users, verificationTokens } from "@understudy/db/schema";
import { trialEndFor } from "@understudy/services/subscription";
import type { AuthEnv } from "./env";

const SESSION_MAX_AGE_S = 30 * 86_400;

declare module "next-auth" {
  interface Session {
    user: { id: string; name?: string | null; email: string; image?: string | null; role: "user" | "admin" };
  }
}

/**
 * Session tokens are bearer secrets (cookie and REST bearer), so the table holds only their hash: the adapter
 * hashes on the way in and hands next-auth back the raw token it generated, which is what goes in the cookie.
 */
export function hashedSessionAdapter(base: Adapter): Adapter {
  if (!base.createSession || !base.getSessionAndUser || !base.updateSession || !base.deleteSession) throw new Error("adapter lacks session methods");
  const createSession = base.createSession.bind(base);
  const getSessionAndUser = base.getSessionAndUser.bind(base);
  const updateSession = base.updateSession.bind(base);
  const deleteSession = base.deleteSession.bind(base);
  return {
    ...base,
    async createSession(session) {
      const row = await createSession({ ...session, sessionToken: hashSecret(session.sessionToken) });
      return { ...row, sessionToken: session.sessionToken };
    },
    async getSessionAndUser(sessionToken) {
      const found = await getSessionAndUser(hashSecret(sessionToken));
      return found && { user: found.user, session: { ...found.session, sessionToken } };
    },
    async updateSession(session) {
      const row = await updateSession({ ...session, sessionToken: hashSecret(session.sessionToken) });
      return row && { ...row, sessionToken: session.sessionToken };
    },
    async deleteSession(sessionToken) {
      await deleteSession(hashSecret(sessionToken));
    },
  };
}

/** The Drizzle adapter, plus what Understudy adds to a new account: its free trial and its role. */
function understudyAdapter(db: Database, env: AuthEnv, now: () => Date): Adapter {
  const base = hashedSessionAdapter(
    DrizzleAdapter(db, { usersTable: users, accountsTable: accounts, sessionsTable: sessions, verificationTokensTable: verificationTokens }),
  );
  return {
    ...base,
    // Sign-in tokens are never used afterwards (Calendar and Gmail get their own, encrypted grant), so none is kept.
    async linkAccount(account) {
      await db.insert(accounts).values({
        userId: account.userId,
        type: account.type,
        provider: account.provider,
        providerAccountId: account.providerAccountId,
        scope: account.scope ?? null,
        token_type: account.token_type ?? null,
      });
    },
    async createUser(data: AdapterUser) {
      const at = now();
      const [row] = await db
        .insert(users)
        .values({
          id: crypto.randomUUID(),
          name: data.name,
          email: data.email.toLowerCase(),
          emailVerified: data.emailVerified,
          image: data.image,
          role: env.ADMIN_EMAILS.includes(data.email.toLowerCase()) ? "admin" : "user",
          trialEndsAt: trialEndFor(at),
          createdAt: at,
          lastLogin: at,
        })
        .returning();
      if (!row) throw new Error("user insert returned no row");
      return { id: row.id, name: row.name, email: row.email, emailVerified: row.emailVerified, image: row.image };
    },
  };
}

/**
 * Secure cookies follow the public URL, not the protocol of the request this process happens to see: behind a
 * TLS-terminating proxy the app is reached over plain http, yet the browser is on https. Without AUTH_URL,
 * Auth.js decides per request as before.
 */
export function useSecureCookies(env: Pick<AuthEnv, "AUTH_URL">): boolean | undefined {
  return env.AUTH_URL ? new URL(env.AUTH_URL).protocol === "https:" : undefined;
}

export function createAuthConfig(db: Database, env: AuthEnv, now: () => Date = () => new Date()): NextAuthConfig {
  return {
    useSecureCookies: useSecureCookies(env),
    adapter: understudyAdapter(db, env, now),
    secret: env.AUTH_SECRET,
    trustHost: true,
    session: { strategy: "database", maxAge: SESSION_MAX_AGE_S, updateAge: 86_400 },
    providers: [
      Google({
        clientId: env.AUTH_GOOGLE_ID,
        clientSecret: env.AUTH_GOOGLE_SECRET,
        issuer: env.GOOGLE_ISSUER,
        // Sign-in asks for identity only; Calendar and Gmail are asked for later, when the user connects them.
        authorization: { params: { scope: "openid email profile", prompt: "select_account" } },
        checks: ["pkce", "state", "nonce"],
      }),
    ],
    pages: { signIn: "/", error: "/auth/failed" },
    callbacks: {
      async signIn({ user }) {
        if (!user.id) return true;
        const [row] = await db.select({ isActive: users.isActive }).from(users).where(eq(users.id, user.id)).limit(1);
        return row?.isActive !== false;
      },
      // Database sessions: expose only what the client needs, never the session token itself.
      async session({ session, user }) {
        const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, user.id)).limit(1);
        return {
          user: { id: user.id, name: user.name, email: user.email, image: user.image, role: row?.role ?? "user" },
          expires: session.expires,
        };
      },
    },
    events: {
      async signIn({ user }) {
        if (!user.id || !user.email) return;
        const isAdmin = env.ADMIN_EMAILS.includes(user.email.toLowerCase());
        await db
          .update(users)
          .set({ lastLogin: now(), ...(isAdmin ? { role: "admin" as const } : {}) })
          .where(eq(users.id, user.id));
      },
    },
  };
}
