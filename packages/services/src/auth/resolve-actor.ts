import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "@understudy/db";
import { apiTokens, sessions, users } from "@understudy/db/schema";
import type { Clock } from "../clock";
import type { UserActor } from "../context";
import { prepared } from "../lib/prepared";
import { hashToken, isApiTokenSecret } from "./credentials";
import { isOAuthAccessToken } from "../oauth/secrets";
import { resolveAccessToken } from "../oauth/tokens";

export type CredentialSource = "bearer" | "cookie";

export interface ResolvedAuth {
  actor: UserActor;
  source: CredentialSource;
}

const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * A credential is either a next-auth database session token (cookie or bearer) or a personal API token
 * (bearer). Both resolve to the same user actor; inactive users resolve to nobody. Both are stored hashed, so
 * the presented value is hashed before the lookup.
 */
export async function resolveCredential(
  db: Database,
  clock: Clock,
  credential: { value: string; source: CredentialSource },
  /** The resource being called (the MCP endpoint's URL): an OAuth access token is valid only at the one it was issued for, and nowhere without one. */
  resource?: string,
): Promise<ResolvedAuth | null> {
  const now = clock.now();
  if (credential.source === "bearer" && isOAuthAccessToken(credential.value)) {
    if (!resource) return null;
    const row = await resolveAccessToken(db, now, credential.value, resource);
    if (!row) return null;
    const [user] = await db.select({ role: users.role }).from(users).where(and(eq(users.id, row.userId), eq(users.isActive, true))).limit(1);
    if (!user) return null;
    return { source: "bearer", actor: { type: "user", userId: row.userId, role: user.role, via: "oauth", credentialId: row.grantId, scopes: row.scopes } };
  }
  if (credential.source === "bearer" && isApiTokenSecret(credential.value)) {
    const [row] = await prepared(db, "auth_api_token", () =>
      db
        .select({ id: apiTokens.id, userId: users.id, role: users.role, lastUsedAt: apiTokens.lastUsedAt })
        .from(apiTokens)
        .innerJoin(users, eq(users.id, apiTokens.userId))
        .where(and(eq(apiTokens.tokenHash, sql.placeholder("hash")), isNull(apiTokens.revokedAt), eq(users.isActive, true)))
        .limit(1)
        .prepare("auth_api_token"),
    ).execute({ hash: hashToken(credential.value) });
    if (!row) return null;
    if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
      await db.update(apiTokens).set({ lastUsedAt: now }).where(eq(apiTokens.id, row.id));
    }
    return { source: "bearer", actor: { type: "user", userId: row.userId, role: row.role, via: "token", credentialId: row.id } };
  }
  const tokenHash = hashToken(credential.value);
  const [row] = await prepared(db, "auth_session", () =>
    db
      .select({ userId: users.id, role: users.role })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.sessionToken, sql.placeholder("token")), gt(sessions.expires, sql.placeholder("now")), eq(users.isActive, true)))
      .limit(1)
      .prepare("auth_session"),
  ).execute({ token: tokenHash, now: now.toISOString() });
  if (!row) return null;
  // The session row's key is the hash, so the actor carries that (logout deletes by it), never the raw token.
  return {
    source: credential.source,
    actor: { type: "user", userId: row.userId, role: row.role, via: "session", credentialId: tokenHash },
  };
}

export const SESSION_COOKIE_NAMES = ["__Secure-authjs.session-token", "authjs.session-token"] as const;

/** Bearer header first, then the next-auth session cookie. */
export function readCredential(headers: Pick<Headers, "get">): { value: string; source: CredentialSource } | null {
  const authorization = headers.get("authorization");
  if (authorization) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    return match?.[1] ? { value: match[1], source: "bearer" } : null;
  }
  const cookie = headers.get("cookie");
  if (!cookie) return null;
  for (const part of cookie.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if ((SESSION_COOKIE_NAMES as readonly string[]).includes(name)) {
      const value = safeDecode(part.slice(eq + 1).trim());
      if (value) return { value, source: "cookie" };
    }
  }
  return null;
}

// A malformed escape is a garbage credential (anonymous), not a server error.
function safeDecode(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
