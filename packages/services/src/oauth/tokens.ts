import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "@understudy/db";
import { oauthGrants, oauthTokens, type OAuthGrant } from "@understudy/db/schema";
import type { Clock } from "../clock";
import { OAuthGrantError, OAuthScopeError, OAuthTargetError } from "./errors";
import { ACCESS_TOKEN_TTL_MS, REFRESH_TOKEN_TTL_MS } from "./lifetimes";
import { hashToken, mintOAuthSecret } from "./secrets";

/** The token endpoint's answer (RFC 6749 §5.1). */
export interface IssuedTokens {
  access_token: string;
  token_type: "Bearer";
  expires_in: number;
  refresh_token: string;
  scope: string;
}

interface Store {
  db: Database;
  clock: Clock;
}

const CODE_ERROR = "The authorization code is invalid, expired or already used";
const REFRESH_ERROR = "The refresh token is invalid, expired or already used";

async function liveSecret(db: Database, kind: "code" | "refresh", secret: string) {
  const [row] = await db
    .select({ token: oauthTokens, grant: oauthGrants })
    .from(oauthTokens)
    .innerJoin(oauthGrants, eq(oauthGrants.id, oauthTokens.grantId))
    .where(and(eq(oauthTokens.tokenHash, hashToken(secret)), eq(oauthTokens.kind, kind)))
    .limit(1);
  return row ?? null;
}

/** The PKCE challenge a code was issued under, for the token endpoint to check the verifier against. */
export async function codeChallenge({ db, clock }: Store, clientId: string, code: string): Promise<string> {
  const row = await liveSecret(db, "code", code);
  if (row?.grant.clientId !== clientId || row.token.usedAt || row.token.revokedAt || row.grant.revokedAt || row.token.expiresAt <= clock.now() || !row.token.codeChallenge) {
    throw new OAuthGrantError(CODE_ERROR);
  }
  return row.token.codeChallenge;
}

/**
 * A code (whose verifier the caller has checked) for an access token and a refresh token. A code is used once:
 * presented again, it is an attack on a leaked code, and the grant's tokens are revoked (OAuth 2.1 §4.1.3).
 */
export async function exchangeCode(store: Store, input: { clientId: string; code: string; redirectUri?: string; resource?: string }): Promise<IssuedTokens> {
  const { db, clock } = store;
  const row = await liveSecret(db, "code", input.code);
  if (row?.grant.clientId !== input.clientId) throw new OAuthGrantError(CODE_ERROR);
  if (input.redirectUri !== undefined && input.redirectUri !== row.token.redirectUri) throw new OAuthGrantError("redirect_uri does not match the authorization request");
  if (input.resource !== undefined && input.resource !== row.grant.resource) throw new OAuthTargetError(`Tokens of this grant are for ${row.grant.resource}`);
  const now = clock.now();
  const [claimed] = await db
    .update(oauthTokens)
    .set({ usedAt: now })
    .where(and(eq(oauthTokens.id, row.token.id), isNull(oauthTokens.usedAt), isNull(oauthTokens.revokedAt), gt(oauthTokens.expiresAt, now)))
    .returning({ id: oauthTokens.id });
  if (!claimed) {
    if (row.token.usedAt) await revokeGrantTokens(db, row.grant.id, now);
    throw new OAuthGrantError(CODE_ERROR);
  }
  if (row.grant.revokedAt) throw new OAuthGrantError(CODE_ERROR);
  return issue(db, row.grant, now);
}

/**
 * A refresh token for a new pair; the old one is spent. A spent one presented again means it leaked: the whole
 * grant is revoked, so neither the thief nor the client keeps access (OAuth 2.1 §4.3.1, rotation).
 */
export async function exchangeRefreshToken(store: Store, input: { clientId: string; refreshToken: string; scopes?: string[]; resource?: string }): Promise<IssuedTokens> {
  const { db, clock } = store;
  const now = clock.now();
  const row = await liveSecret(db, "refresh", input.refreshToken);
  if (row?.grant.clientId !== input.clientId || row.grant.revokedAt || row.token.revokedAt || row.token.expiresAt <= now) throw new OAuthGrantError(REFRESH_ERROR);
  if (row.token.usedAt) {
    await db.update(oauthGrants).set({ revokedAt: now }).where(and(eq(oauthGrants.id, row.grant.id), isNull(oauthGrants.revokedAt)));
    await revokeGrantTokens(db, row.grant.id, now);
    throw new OAuthGrantError(REFRESH_ERROR);
  }
  const extra = (input.scopes ?? []).filter((s) => !row.grant.scopes.includes(s));
  if (extra.length) throw new OAuthScopeError(`Not granted: ${extra.join(" ")}`);
  if (input.resource !== undefined && input.resource !== row.grant.resource) throw new OAuthTargetError(`Tokens of this grant are for ${row.grant.resource}`);
  const [claimed] = await db
    .update(oauthTokens)
    .set({ usedAt: now })
    .where(and(eq(oauthTokens.id, row.token.id), isNull(oauthTokens.usedAt)))
    .returning({ id: oauthTokens.id });
  if (!claimed) throw new OAuthGrantError(REFRESH_ERROR);
  return issue(db, row.grant, now);
}

/**
 * RFC 7009: a refresh token ends its grant (the assistant is disconnected), an access token ends itself. An
 * unknown token, or another client's, changes nothing and is not an error.
 */
export async function revokeToken({ db, clock }: Store, input: { clientId: string; token: string }): Promise<void> {
  const [row] = await db
    .select({ id: oauthTokens.id, kind: oauthTokens.kind, grantId: oauthTokens.grantId, clientId: oauthGrants.clientId })
    .from(oauthTokens)
    .innerJoin(oauthGrants, eq(oauthGrants.id, oauthTokens.grantId))
    .where(eq(oauthTokens.tokenHash, hashToken(input.token)))
    .limit(1);
  if (row?.clientId !== input.clientId) return;
  const now = clock.now();
  if (row.kind === "access") {
    await db.update(oauthTokens).set({ revokedAt: now }).where(and(eq(oauthTokens.id, row.id), isNull(oauthTokens.revokedAt)));
    return;
  }
  await db.update(oauthGrants).set({ revokedAt: now }).where(and(eq(oauthGrants.id, row.grantId), isNull(oauthGrants.revokedAt)));
  await revokeGrantTokens(db, row.grantId, now);
}

async function revokeGrantTokens(db: Database, grantId: string, now: Date) {
  await db.update(oauthTokens).set({ revokedAt: now }).where(and(eq(oauthTokens.grantId, grantId), isNull(oauthTokens.revokedAt)));
}

async function issue(db: Database, grant: OAuthGrant, now: Date): Promise<IssuedTokens> {
  const access = mintOAuthSecret("access");
  const refresh = mintOAuthSecret("refresh");
  await db.insert(oauthTokens).values([
    { userId: grant.userId, grantId: grant.id, kind: "access", tokenHash: hashToken(access), createdAt: now, expiresAt: new Date(now.getTime() + ACCESS_TOKEN_TTL_MS) },
    { userId: grant.userId, grantId: grant.id, kind: "refresh", tokenHash: hashToken(refresh), createdAt: now, expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS) },
  ]);
  await db.update(oauthGrants).set({ lastUsedAt: now }).where(eq(oauthGrants.id, grant.id));
  return { access_token: access, token_type: "Bearer", expires_in: Math.floor(ACCESS_TOKEN_TTL_MS / 1000), refresh_token: refresh, scope: grant.scopes.join(" ") };
}

/** The user, grant and scopes of a live access token, when it was issued for `resource`; null otherwise. */
export async function resolveAccessToken(db: Database, now: Date, token: string, resource: string) {
  const [row] = await db
    .select({ userId: oauthTokens.userId, grantId: oauthGrants.id, scopes: oauthGrants.scopes, resource: oauthGrants.resource, lastUsedAt: oauthGrants.lastUsedAt })
    .from(oauthTokens)
    .innerJoin(oauthGrants, eq(oauthGrants.id, oauthTokens.grantId))
    .where(
      and(
        eq(oauthTokens.tokenHash, hashToken(token)),
        eq(oauthTokens.kind, "access"),
        isNull(oauthTokens.revokedAt),
        isNull(oauthGrants.revokedAt),
        gt(oauthTokens.expiresAt, sql`${now.toISOString()}::timestamptz`),
      ),
    )
    .limit(1);
  if (row?.resource !== resource) return null;
  return row;
}
