import { asc, eq } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import { slackConnections, slackDeliveries } from "@understudy/db/schema";
import type { AccountArchive } from "./archive-schema";

/** The Slack connection (the bot token stays out: a credential) and every recap post with Slack's answer. */
export async function slackSections(db: Executor, userId: string): Promise<Pick<AccountArchive, "slack_connection" | "slack_deliveries">> {
  const [[connection], deliveries] = await Promise.all([
    db.select().from(slackConnections).where(eq(slackConnections.userId, userId)).limit(1),
    db.select().from(slackDeliveries).where(eq(slackDeliveries.userId, userId)).orderBy(asc(slackDeliveries.createdAt), asc(slackDeliveries.id)),
  ]);
  return {
    slack_connection: connection
      ? {
          team_id: connection.teamId,
          team_name: connection.teamName,
          scopes: connection.scopes.split(",").filter(Boolean),
          status: connection.status,
          channel_id: connection.channelId,
          channel_name: connection.channelName,
          last_error: connection.lastError,
          connected_at: connection.connectedAt.toISOString(),
          updated_at: connection.updatedAt.toISOString(),
        }
      : null,
    slack_deliveries: deliveries.map((d) => ({
      id: d.id,
      meeting_id: d.meetingId,
      team_id: d.teamId,
      channel_id: d.channelId,
      status: d.status,
      attempts: d.attempts,
      message_ts: d.messageTs,
      error: d.error,
      created_at: d.createdAt.toISOString(),
      posted_at: d.postedAt?.toISOString() ?? null,
    })),
  };
}
