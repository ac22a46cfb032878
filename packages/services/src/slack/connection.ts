import { and, eq } from "drizzle-orm";
import { slackConnections, type SlackConnection } from "@understudy/db/schema";
import { SlackApiError } from "@understudy/integrations/slack";
import type { ServiceContext } from "../context";
import { ServiceError } from "../errors";
import { findSlackConnection, SLACK_RECONNECT_MESSAGE } from "./internal";
import type { Executor } from "@understudy/db";

/** The user's usable connection, or the 412 that says what to do. */
export async function requireSlackConnection(db: Executor, userId: string): Promise<SlackConnection> {
  const connection = await findSlackConnection(db, userId);
  if (!connection) throw new ServiceError("PRECONDITION_FAILED", "Connect Slack first");
  if (connection.status === "revoked") throw new ServiceError("PRECONDITION_FAILED", SLACK_RECONNECT_MESSAGE);
  return connection;
}

/** Slack refused the token: the connection waits for a reconnect. Its channel and every delivery row stay. */
export async function markSlackRevoked(ctx: ServiceContext, userId: string, code: string): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db
    .update(slackConnections)
    .set({ status: "revoked", lastError: `${SLACK_RECONNECT_MESSAGE} (${code})`, lastErrorAt: now, updatedAt: now })
    .where(and(eq(slackConnections.userId, userId), eq(slackConnections.status, "connected")));
}

/** A Slack failure in a request someone waits on, as the error they see; a refused token is recorded first. */
export async function slackServiceError(ctx: ServiceContext, userId: string, error: unknown): Promise<ServiceError> {
  if (error instanceof ServiceError) return error;
  if (!(error instanceof SlackApiError)) return new ServiceError("INTERNAL", "Slack request failed", { cause: error });
  switch (error.kind) {
    case "revoked":
      await markSlackRevoked(ctx, userId, error.code);
      return new ServiceError("PRECONDITION_FAILED", SLACK_RECONNECT_MESSAGE, { cause: error });
    case "rate_limited":
      return new ServiceError("UPSTREAM_UNAVAILABLE", "Slack is rate limiting requests; try again shortly", { cause: error, retryAfterSeconds: error.retryAfterSeconds ?? 60 });
    case "channel":
      return new ServiceError("BAD_REQUEST", `Slack refused the channel (${error.code})`, { cause: error });
    case "rejected":
      return new ServiceError("UPSTREAM_INVALID", `Slack refused the request (${error.code})`, { cause: error });
    case "unavailable":
      return new ServiceError("UPSTREAM_UNAVAILABLE", "Slack is not answering right now; try again shortly", { cause: error });
  }
}
