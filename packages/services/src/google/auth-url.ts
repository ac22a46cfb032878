import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, lt } from "drizzle-orm";
import { googleAuthRequests, users } from "@understudy/db/schema";
import type { UserContext } from "../context";
import { googleDeps, type GoogleDeps } from "./deps";
import { findConnection, tokenContext } from "./internal";

export const AUTH_REQUEST_TTL_MS = 10 * 60_000;
const MAX_PENDING_PER_USER = 5;

export const hashState = (state: string) => createHash("sha256").update(state).digest("base64url");

/**
 * Starts the consent for Calendar and Gmail: a fresh `state` bound to this user (only its hash is
 * stored) and a PKCE verifier (stored encrypted) for the callback to finish the exchange with. With `scopes`,
 * only those are asked for; `include_granted_scopes` keeps what the user granted before (incremental consent).
 */
export async function createGoogleAuthUrl({ ctx, deps = googleDeps(ctx.deps), scopes }: { ctx: UserContext; deps?: GoogleDeps; scopes?: readonly string[] }) {
  const { userId } = ctx.actor;
  const now = ctx.clock.now();
  const state = randomBytes(32).toString("base64url");
  const { verifier, challenge } = await deps.google.createPkcePair();

  await ctx.db.delete(googleAuthRequests).where(and(eq(googleAuthRequests.userId, userId), lt(googleAuthRequests.expiresAt, now)));
  const pending = await ctx.db
    .select({ stateHash: googleAuthRequests.stateHash })
    .from(googleAuthRequests)
    .where(eq(googleAuthRequests.userId, userId))
    .orderBy(asc(googleAuthRequests.createdAt));
  for (const old of pending.slice(0, Math.max(0, pending.length - MAX_PENDING_PER_USER + 1))) {
    await ctx.db.delete(googleAuthRequests).where(eq(googleAuthRequests.stateHash, old.stateHash));
  }
  await ctx.db.insert(googleAuthRequests).values({
    stateHash: hashState(state),
    userId,
    codeVerifierEnc: deps.cipher.encrypt(verifier, tokenContext.verifier(userId)),
    createdAt: now,
    expiresAt: new Date(now.getTime() + AUTH_REQUEST_TTL_MS),
  });

  const connection = await findConnection(ctx.db, userId);
  const [user] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  const loginHint = connection?.googleEmail ?? user?.email;
  return { auth_url: deps.google.authorizationUrl({ state, codeChallenge: challenge, ...(loginHint ? { loginHint } : {}), ...(scopes ? { scopes } : {}) }) };
}
