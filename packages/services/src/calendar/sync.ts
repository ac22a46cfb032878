import { and, eq, isNull, lt, or } from "drizzle-orm";
import { googleConnections, notifications, type GoogleConnection } from "@understudy/db/schema";
import { GoogleApiError, type CalendarEvent, type GoogleSession } from "@understudy/integrations/google";
import type { ServiceContext, UserContext } from "../context";
import { requestBotSchedule } from "../bots/booking/queue";
import { ConflictError, ServiceError } from "../errors";
import { googleDeps, type GoogleDeps } from "../google/deps";
import { findConnection, openSession, RECONNECT_MESSAGE, toServiceError } from "../google/internal";
import { applyCalendarEvents } from "./apply";
import { notifyCalendarChanges } from "./notify";
import type { SyncResponse } from "./schemas";
import { syncWindow } from "./window";

const LEASE_MS = 5 * 60_000;
const PAGE_SIZE = 500;
const MAX_PAGES = 200;
const BACKOFF_BASE_MS = 10 * 60_000;
const BACKOFF_MAX_MS = 6 * 60 * 60_000;
/** One notice when syncing keeps failing, not one per attempt. */
const FAILURES_BEFORE_NOTICE = 3;

interface Listing {
  events: CalendarEvent[];
  syncToken: string | null;
  full: boolean;
}

/** Every page of one listing: incremental from `syncToken`, or the whole window without one. */
async function listAll(session: GoogleSession, syncToken: string | null, now: Date): Promise<Listing> {
  const window = syncWindow(now);
  const events: CalendarEvent[] = [];
  let pageToken: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const result = await session.calendar.listEvents(
      syncToken ? { syncToken, maxResults: PAGE_SIZE, ...(pageToken ? { pageToken } : {}) } : { ...window, maxResults: PAGE_SIZE, ...(pageToken ? { pageToken } : {}) },
    );
    events.push(...result.events);
    if (!result.nextPageToken) return { events, syncToken: result.nextSyncToken, full: syncToken === null };
    pageToken = result.nextPageToken;
  }
  throw new ServiceError("UPSTREAM_UNAVAILABLE", "Google returned more pages than a calendar can have");
}

/** Takes the sync lease; null when another sync holds it. */
async function takeLease(ctx: ServiceContext, userId: string, now: Date): Promise<GoogleConnection | null> {
  const [row] = await ctx.db
    .update(googleConnections)
    .set({ syncLockedUntil: new Date(now.getTime() + LEASE_MS) })
    .where(and(eq(googleConnections.userId, userId), or(isNull(googleConnections.syncLockedUntil), lt(googleConnections.syncLockedUntil, now))))
    .returning();
  return row ?? null;
}

/**
 * One calendar sync for one user (the Sync button and the periodic job alike): incremental with the
 * stored sync token, a full resync when Google answers 410, every page followed, all changes and the
 * new token committed together. Failures back the periodic job off; a revoked grant stops it.
 */
export async function runCalendarSync(ctx: ServiceContext, userId: string, deps: GoogleDeps): Promise<SyncResponse> {
  const now = ctx.clock.now();
  const connection = await takeLease(ctx, userId, now);
  if (!connection) {
    const exists = await findConnection(ctx.db, userId);
    if (!exists) throw new ServiceError("PRECONDITION_FAILED", "Connect your Google account first");
    if (exists.status === "reconnect_needed") throw new ServiceError("PRECONDITION_FAILED", RECONNECT_MESSAGE);
    throw new ConflictError("A calendar sync is already running");
  }
  const release = (values: Partial<GoogleConnection> = {}) =>
    ctx.db.update(googleConnections).set({ ...values, syncLockedUntil: null }).where(eq(googleConnections.userId, userId));

  if (connection.status === "reconnect_needed") {
    await release();
    throw new ServiceError("PRECONDITION_FAILED", RECONNECT_MESSAGE);
  }

  try {
    const session = openSession(ctx, deps, connection);
    let listing: Listing;
    try {
      listing = await listAll(session, connection.calendarSyncToken, now);
    } catch (error) {
      if (!(error instanceof GoogleApiError && error.kind === "sync_token_expired")) throw error;
      ctx.log.info({ userId }, "calendar sync token expired; running a full sync");
      listing = await listAll(session, null, now);
    }
    const firstSync = connection.lastSyncedAt === null;
    const applied = await ctx.db.transaction(async (tx) => {
      // Only a resync after 410 has local state that may have missed deletions; a first sync has none.
      const reconcile = listing.full && connection.calendarSyncToken !== null;
      const result = await applyCalendarEvents(tx, userId, listing.events, now, reconcile ? syncWindow(now) : null);
      await tx
        .update(googleConnections)
        .set({
          calendarSyncToken: listing.syncToken,
          lastSyncedAt: now,
          lastSyncCreated: result.created,
          lastSyncUpdated: result.updated,
          lastSyncError: null,
          consecutiveFailures: 0,
          nextSyncAt: null,
          syncLockedUntil: null,
          updatedAt: now,
        })
        .where(eq(googleConnections.userId, userId));
      await notifyCalendarChanges(tx, userId, now, { firstSync, created: result.created, invites: result.invites });
      return result;
    });
    ctx.log.info({ userId, created: applied.created, updated: applied.updated, full: listing.full, events: listing.events.length }, "calendar synced");
    // New, moved and cancelled meetings book, move or cancel their stand-in bots now, not at the next tick.
    if (applied.created + applied.updated > 0) requestBotSchedule(ctx, userId);
    return { created_meetings: applied.created, updated_meetings: applied.updated, full_sync: listing.full, synced_at: now.toISOString() };
  } catch (error) {
    const mapped = await toServiceError(ctx, userId, error);
    const failures = connection.consecutiveFailures + 1;
    const backoff = Math.min(BACKOFF_BASE_MS * 2 ** (failures - 1), BACKOFF_MAX_MS);
    if (mapped.code === "PRECONDITION_FAILED") {
      await release();
      throw mapped;
    }
    await release({ lastSyncError: mapped.message, consecutiveFailures: failures, nextSyncAt: new Date(now.getTime() + backoff), updatedAt: now });
    if (failures === FAILURES_BEFORE_NOTICE) {
      await ctx.db.insert(notifications).values({
        userId,
        kind: "calendar_sync_failing",
        title: "Calendar sync is having trouble",
        message: `The last ${failures} syncs with Google Calendar failed (${mapped.message}). Understudy keeps retrying less often; your meetings are kept.`,
        createdAt: now,
      });
    }
    throw mapped;
  }
}

export async function syncCalendar({ ctx, deps = googleDeps(ctx.deps) }: { ctx: UserContext; deps?: GoogleDeps }): Promise<SyncResponse> {
  return runCalendarSync(ctx, ctx.actor.userId, deps);
}
