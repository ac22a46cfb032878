import { and, eq } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import { googleConnections, notifications, type GoogleConnection } from "@understudy/db/schema";
import { TokenCipherError } from "@understudy/integrations/crypto";
import { GoogleApiError, type GoogleSession } from "@understudy/integrations/google";
import type { ServiceContext } from "../context";
import { ServiceError } from "../errors";
import type { GoogleDeps } from "./deps";

export const CALENDAR_SCOPE = "https://www.googleapis.com/auth/calendar.readonly";
export const GMAIL_SCOPE = "https://www.googleapis.com/auth/gmail.readonly";

/** Associated data that binds each encrypted value to its row and purpose. */
export const tokenContext = {
  refresh: (userId: string) => `google:refresh:${userId}`,
  access: (userId: string) => `google:access:${userId}`,
  verifier: (userId: string) => `google:pkce:${userId}`,
};

export const RECONNECT_MESSAGE = "Google access was revoked or has expired. Reconnect your Google account.";

export async function findConnection(db: Executor, userId: string): Promise<GoogleConnection | undefined> {
  const [row] = await db.select().from(googleConnections).where(eq(googleConnections.userId, userId)).limit(1);
  return row;
}

/** The user's usable connection, or the 412 that tells them what to do. */
export async function requireConnection(db: Executor, userId: string): Promise<GoogleConnection> {
  const connection = await findConnection(db, userId);
  if (!connection) throw new ServiceError("PRECONDITION_FAILED", "Connect your Google account first");
  if (connection.status === "reconnect_needed") throw new ServiceError("PRECONDITION_FAILED", RECONNECT_MESSAGE);
  return connection;
}

/** API access for a stored grant; refreshed access tokens are written back, encrypted. */
export function openSession(ctx: ServiceContext, deps: GoogleDeps, connection: GoogleConnection): GoogleSession {
  const { userId } = connection;
  let accessToken: string | null = null;
  if (connection.accessTokenEnc) {
    try {
      accessToken = deps.cipher.decrypt(connection.accessTokenEnc, tokenContext.access(userId));
    } catch {
      // An access token is only a cache: one sealed with a retired key is simply refreshed.
      accessToken = null;
    }
  }
  const refreshToken = deps.cipher.decrypt(connection.refreshTokenEnc, tokenContext.refresh(userId));
  return deps.google.session(
    { refreshToken, accessToken, accessTokenExpiresAt: accessToken ? connection.accessTokenExpiresAt : null },
    async (update) => {
      await ctx.db
        .update(googleConnections)
        .set({
          accessTokenEnc: deps.cipher.encrypt(update.accessToken, tokenContext.access(userId)),
          accessTokenExpiresAt: update.expiresAt,
          ...(update.refreshToken ? { refreshTokenEnc: deps.cipher.encrypt(update.refreshToken, tokenContext.refresh(userId)) } : {}),
          updatedAt: ctx.clock.now(),
        })
        .where(eq(googleConnections.userId, userId));
    },
  );
}

/**
 * invalid_grant: the connection waits for the user to reconnect. The notification is sent on the
 * transition only, so repeated attempts (the periodic job) never pile up notifications or retries.
 */
export async function markReconnectNeeded(ctx: ServiceContext, userId: string): Promise<void> {
  const now = ctx.clock.now();
  const changed = await ctx.db
    .update(googleConnections)
    .set({ status: "reconnect_needed", accessTokenEnc: null, accessTokenExpiresAt: null, lastSyncError: RECONNECT_MESSAGE, updatedAt: now })
    .where(and(eq(googleConnections.userId, userId), eq(googleConnections.status, "connected")))
    .returning({ email: googleConnections.googleEmail });
  const row = changed[0];
  if (!row) return;
  await ctx.db.insert(notifications).values({
    userId,
    kind: "google_reconnect",
    title: "Reconnect your Google account",
    message: `Understudy can no longer read ${row.email ?? "your Google account"}: access was revoked or has expired. Reconnect on the Calendar page; your meetings are kept.`,
    createdAt: now,
  });
}

/** A Google failure as the error the caller sees; revoked grants are recorded first. */
export async function toServiceError(ctx: ServiceContext, userId: string, error: unknown): Promise<ServiceError> {
  if (error instanceof ServiceError) return error;
  if (error instanceof TokenCipherError) {
    // The stored grant cannot be opened (the encryption key was lost or replaced): only a reconnect helps.
    ctx.log.error({ err: error }, "stored Google tokens cannot be decrypted");
    await markReconnectNeeded(ctx, userId);
    return new ServiceError("PRECONDITION_FAILED", RECONNECT_MESSAGE, { cause: error });
  }
  if (!(error instanceof GoogleApiError)) return new ServiceError("INTERNAL", "Google request failed", { cause: error });
  switch (error.kind) {
    case "grant_revoked":
      await markReconnectNeeded(ctx, userId);
      return new ServiceError("PRECONDITION_FAILED", RECONNECT_MESSAGE, { cause: error });
    case "rate_limited":
      return new ServiceError("UPSTREAM_UNAVAILABLE", "Google is rate limiting requests; try again in a minute", { cause: error, retryAfterSeconds: 60 });
    case "forbidden":
      return new ServiceError("PRECONDITION_FAILED", "Google refused access; reconnect your Google account and allow Calendar and Gmail", { cause: error });
    case "unavailable":
    case "sync_token_expired":
    case "not_found":
    case "bad_request":
      return new ServiceError("UPSTREAM_UNAVAILABLE", "Google is not answering right now; try again shortly", { cause: error });
  }
}
