import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { slackConnections, slackDeliveries } from "@understudy/db/schema";
import { TokenCipherError } from "@understudy/integrations/crypto";
import { SlackApiError } from "@understudy/integrations/slack";
import type { ServiceContext } from "../context";
import { markSlackRevoked } from "./connection";
import type { SlackDeps } from "./deps";
import { findSlackConnection, slackTokenContext } from "./internal";
import { recapMessage } from "./recap-blocks";
import { composeRecap } from "../recaps/compose";
import type { SlackRecapJobData } from "./queue";

/** How long one run holds a delivery: longer than a post takes, short enough that a crashed worker's is soon free. */
const CLAIM_SECONDS = 60;
/** Rate-limited runs before the delivery is given up as failed (each waits Slack's Retry-After). */
export const MAX_RATE_LIMITED_ATTEMPTS = 8;

export type SlackRecapOutcome =
  | { kind: "posted"; ts: string }
  /** Nothing to do: no connection, revoked, no channel, no ready summary, already posted or failed, or another run holds it. */
  | { kind: "skipped"; reason: string }
  /** Slack refused for good (a channel problem, a revoked token, a message it rejects): recorded, never retried. */
  | { kind: "failed"; code: string }
  /** Slack asked to wait: the job is sent again after this many seconds. */
  | { kind: "retry_after"; seconds: number };

/**
 * The `recap.slack` job body. The (meeting, channel) row is the once-only guard: it is inserted or found, claimed
 * for one run (a lease), and only a claimed `pending` row is posted; the post's `ts` and `posted` are written right
 * after Slack answers. A transient failure releases the claim and throws so pg-boss retries.
 */
export async function postSlackRecap({ ctx, deps, data }: { ctx: ServiceContext; deps: SlackDeps; data: SlackRecapJobData }): Promise<SlackRecapOutcome> {
  const { userId, meetingId } = data;
  const connection = await findSlackConnection(ctx.db, userId);
  if (!connection) return { kind: "skipped", reason: "not_connected" };
  if (connection.status !== "connected") return { kind: "skipped", reason: "revoked" };
  if (!connection.channelId) return { kind: "skipped", reason: "no_channel" };
  const channelId = connection.channelId;

  const recap = await composeRecap(ctx.db, { userId, meetingId, appUrl: ctx.deps.config.appUrl });
  if (!recap) return { kind: "skipped", reason: "no_summary" };

  const now = ctx.clock.now();
  await ctx.db.insert(slackDeliveries).values({ userId, meetingId, teamId: connection.teamId, channelId, createdAt: now, updatedAt: now }).onConflictDoNothing();
  const [claimed] = await ctx.db
    .update(slackDeliveries)
    .set({ claimedUntil: new Date(now.getTime() + CLAIM_SECONDS * 1000), attempts: sql`${slackDeliveries.attempts} + 1`, updatedAt: now })
    .where(
      and(
        eq(slackDeliveries.meetingId, meetingId),
        eq(slackDeliveries.channelId, channelId),
        eq(slackDeliveries.userId, userId),
        eq(slackDeliveries.status, "pending"),
        or(isNull(slackDeliveries.claimedUntil), lt(slackDeliveries.claimedUntil, now)),
      ),
    )
    .returning();
  if (!claimed) return { kind: "skipped", reason: "already_handled" };

  const finish = async (values: Partial<typeof slackDeliveries.$inferInsert>) => {
    await ctx.db
      .update(slackDeliveries)
      .set({ ...values, claimedUntil: null, updatedAt: ctx.clock.now() })
      .where(eq(slackDeliveries.id, claimed.id));
  };

  const message = recapMessage(recap);
  try {
    const token = deps.cipher.decrypt(connection.botTokenEnc, slackTokenContext.bot(userId));
    const posted = await deps.slack.postMessage(token, { channel: channelId, ...message });
    await finish({ status: "posted", messageTs: posted.ts, postedAt: ctx.clock.now(), error: null });
    await ctx.db
      .update(slackConnections)
      .set({ lastError: null, lastErrorAt: null })
      .where(and(eq(slackConnections.userId, userId), eq(slackConnections.channelId, channelId)));
    ctx.log.info({ meetingId, channelId, ts: posted.ts }, "slack recap posted");
    return { kind: "posted", ts: posted.ts };
  } catch (error) {
    if (error instanceof TokenCipherError) {
      // The stored token cannot be opened (the encryption key was replaced): only a reconnect helps.
      await finish({ status: "failed", error: "token_unreadable" });
      await markSlackRevoked(ctx, userId, "token_unreadable");
      return { kind: "failed", code: "token_unreadable" };
    }
    if (!(error instanceof SlackApiError)) {
      await finish({});
      throw error;
    }
    switch (error.kind) {
      case "revoked":
        await finish({ status: "failed", error: error.code });
        await markSlackRevoked(ctx, userId, error.code);
        ctx.log.warn({ meetingId, code: error.code }, "slack token refused; connection marked revoked");
        return { kind: "failed", code: error.code };
      case "channel":
      case "rejected": {
        await finish({ status: "failed", error: error.code });
        const now2 = ctx.clock.now();
        await ctx.db
          .update(slackConnections)
          .set({ lastError: channelProblem(error.code, connection.channelName), lastErrorAt: now2, updatedAt: now2 })
          .where(eq(slackConnections.userId, userId));
        ctx.log.warn({ meetingId, code: error.code }, "slack refused the recap");
        return { kind: "failed", code: error.code };
      }
      case "rate_limited":
        if (claimed.attempts >= MAX_RATE_LIMITED_ATTEMPTS) {
          await finish({ status: "failed", error: error.code });
          return { kind: "failed", code: error.code };
        }
        await finish({ error: error.code });
        return { kind: "retry_after", seconds: Math.max(1, error.retryAfterSeconds ?? 60) };
      case "unavailable":
        await finish({ error: error.code });
        throw error;
    }
  }
}

function channelProblem(code: string, channelName: string | null): string {
  const where = channelName ? `#${channelName}` : "the chosen channel";
  switch (code) {
    case "not_in_channel":
      return `Understudy's bot is not in ${where}. Invite it with /invite @Understudy, or pick another channel.`;
    case "channel_not_found":
      return `Slack no longer finds ${where} (deleted, or private without the bot). Pick another channel.`;
    case "is_archived":
      return `${where} is archived. Pick another channel.`;
    default:
      return `Slack refused the last recap (${code}).`;
  }
}
