import { desc, eq } from "drizzle-orm";
import { slackDeliveries, type SlackConnection, type SlackDelivery } from "@understudy/db/schema";
import type { UserContext } from "../context";
import { findSlackConnection } from "./internal";
import type { SlackStatusResponse } from "./schemas";

const RECENT_DELIVERIES = 5;

export function toSlackStatus(connection: SlackConnection | undefined, deliveries: readonly SlackDelivery[]): SlackStatusResponse {
  return {
    status: connection?.status ?? "not_connected",
    team_name: connection?.teamName ?? null,
    channel: connection?.channelId ? { id: connection.channelId, name: connection.channelName } : null,
    last_error: connection?.lastError ?? null,
    last_error_at: connection?.lastErrorAt?.toISOString() ?? null,
    connected_at: connection?.connectedAt.toISOString() ?? null,
    recent_deliveries: deliveries.map((d) => ({
      meeting_id: d.meetingId,
      channel_id: d.channelId,
      status: d.status,
      error: d.error,
      posted_at: d.postedAt?.toISOString() ?? null,
      created_at: d.createdAt.toISOString(),
    })),
  };
}

export async function getSlackStatus({ ctx }: { ctx: UserContext }): Promise<SlackStatusResponse> {
  const { userId } = ctx.actor;
  const [connection, deliveries] = await Promise.all([
    findSlackConnection(ctx.db, userId),
    ctx.db.select().from(slackDeliveries).where(eq(slackDeliveries.userId, userId)).orderBy(desc(slackDeliveries.createdAt)).limit(RECENT_DELIVERIES),
  ]);
  return toSlackStatus(connection, deliveries);
}
