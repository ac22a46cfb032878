import { and, eq } from "drizzle-orm";
import { googleAuthRequests, googleConnections } from "@understudy/db/schema";
import { GoogleApiError, type GrantedTokens } from "@understudy/integrations/google";
import type { UserContext } from "../context";
import { BadRequestError, ServiceError } from "../errors";
import { hashState } from "./auth-url";
import type { GoogleDeps } from "./deps";
import { CALENDAR_SCOPE, findConnection, GMAIL_SCOPE, tokenContext } from "./internal";
import type { CompleteConnectionInput } from "./schemas";
import { toStatusResponse } from "./status";

const EXPIRED = "This Google connection attempt has expired or was started elsewhere. Start again from the Calendar page.";

/**
 * The OAuth callback: checks `state` against this user's pending consent (single use), exchanges the
 * code with its PKCE verifier, and stores the grant with every token encrypted.
 */
export async function completeGoogleConnection({ ctx, deps, input }: { ctx: UserContext; deps: GoogleDeps; input: CompleteConnectionInput }) {
  const { userId } = ctx.actor;
  const now = ctx.clock.now();
  const [pending] = input.state
    ? await ctx.db
        .delete(googleAuthRequests)
        .where(and(eq(googleAuthRequests.stateHash, hashState(input.state)), eq(googleAuthRequests.userId, userId)))
        .returning()
    : [];
  if (input.error) {
    throw new ServiceError("PRECONDITION_FAILED", input.error === "access_denied" ? "Google access was not granted" : `Google answered: ${input.error}`);
  }
  if (!input.code || !input.state) throw new BadRequestError("The Google callback is missing its code or state");
  if (!pending || pending.expiresAt.getTime() <= now.getTime()) throw new BadRequestError(EXPIRED);

  const codeVerifier = deps.cipher.decrypt(pending.codeVerifierEnc, tokenContext.verifier(userId));
  let tokens: GrantedTokens;
  try {
    tokens = await deps.google.exchangeCode({ code: input.code, codeVerifier });
  } catch (error) {
    if (error instanceof GoogleApiError && (error.kind === "grant_revoked" || error.kind === "bad_request")) {
      throw new BadRequestError("Google did not accept the authorization code. Try connecting again.");
    }
    throw new ServiceError("UPSTREAM_UNAVAILABLE", "Google is not answering right now; try again shortly", { cause: error });
  }

  const granted = new Set(tokens.scopes);
  if (!granted.has(CALENDAR_SCOPE) && !granted.has(GMAIL_SCOPE)) {
    await deps.google.revoke(tokens.refreshToken ?? tokens.accessToken).catch(() => undefined);
    throw new ServiceError("PRECONDITION_FAILED", "Allow Understudy to read your Google Calendar and Gmail to connect");
  }

  const existing = await findConnection(ctx.db, userId);
  const sameAccount = existing !== undefined && (existing.googleSubject ?? existing.googleEmail) === (tokens.subject ?? tokens.email);
  const refreshToken = tokens.refreshToken ?? (sameAccount ? deps.cipher.decrypt(existing.refreshTokenEnc, tokenContext.refresh(userId)) : null);
  if (!refreshToken) throw new ServiceError("PRECONDITION_FAILED", "Google did not grant offline access. Try connecting again.");

  const values = {
    googleEmail: tokens.email,
    googleSubject: tokens.subject,
    scopes: tokens.scopes.join(" "),
    refreshTokenEnc: deps.cipher.encrypt(refreshToken, tokenContext.refresh(userId)),
    accessTokenEnc: deps.cipher.encrypt(tokens.accessToken, tokenContext.access(userId)),
    accessTokenExpiresAt: tokens.expiresAt,
    status: "connected" as const,
    // Another Google account means another calendar: its first sync must be a full one.
    calendarSyncToken: sameAccount ? (existing.calendarSyncToken ?? null) : null,
    syncLockedUntil: null,
    lastSyncError: null,
    consecutiveFailures: 0,
    nextSyncAt: null,
    connectedAt: sameAccount ? existing.connectedAt : now,
    updatedAt: now,
  };
  const [row] = await ctx.db
    .insert(googleConnections)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: googleConnections.userId, set: values })
    .returning();
  ctx.log.info({ googleEmail: tokens.email, reconnect: existing !== undefined }, "google connected");
  return toStatusResponse(row);
}
