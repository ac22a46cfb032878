import type { GoogleConnection } from "@understudy/db/schema";
import type { UserContext } from "../context";
import { CALENDAR_SCOPE, findConnection, GMAIL_SCOPE } from "./internal";
import type { GoogleStatusResponse } from "./schemas";

export function toStatusResponse(connection: GoogleConnection | undefined): GoogleStatusResponse {
  if (!connection) {
    return {
      status: "not_connected",
      connected: false,
      google_email: null,
      calendar_access: false,
      gmail_access: false,
      connected_at: null,
      last_synced_at: null,
      last_sync: null,
      last_sync_error: null,
    };
  }
  const scopes = connection.scopes.split(" ");
  return {
    status: connection.status,
    connected: connection.status === "connected",
    google_email: connection.googleEmail,
    calendar_access: scopes.includes(CALENDAR_SCOPE),
    gmail_access: scopes.includes(GMAIL_SCOPE),
    connected_at: connection.connectedAt.toISOString(),
    last_synced_at: connection.lastSyncedAt?.toISOString() ?? null,
    last_sync:
      connection.lastSyncCreated === null || connection.lastSyncUpdated === null
        ? null
        : { created_meetings: connection.lastSyncCreated, updated_meetings: connection.lastSyncUpdated },
    last_sync_error: connection.lastSyncError,
  };
}

export async function getGoogleStatus({ ctx }: { ctx: UserContext }): Promise<GoogleStatusResponse> {
  return toStatusResponse(await findConnection(ctx.db, ctx.actor.userId));
}
