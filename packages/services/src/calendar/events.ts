import { and, eq, inArray } from "drizzle-orm";
import { meetings } from "@understudy/db/schema";
import type { CalendarEvent } from "@understudy/integrations/google";
import type { UserContext } from "../context";
import { googleDeps, type GoogleDeps } from "../google/deps";
import { openSession, requireConnection, toServiceError } from "../google/internal";
import type { CalendarEventResponse } from "./schemas";
import { SYNC_DAYS_AHEAD } from "./window";

const MAX_EVENTS = 250;

/** Upcoming timed events straight from Google (next 28 days), with attendees and the join link. */
export async function listCalendarEvents({ ctx, deps = googleDeps(ctx.deps) }: { ctx: UserContext; deps?: GoogleDeps }): Promise<{ events: CalendarEventResponse[] }> {
  const { userId } = ctx.actor;
  const connection = await requireConnection(ctx.db, userId);
  const now = ctx.clock.now();
  let events: CalendarEvent[];
  try {
    const page = await openSession(ctx, deps, connection).calendar.listEvents({
      timeMin: now,
      timeMax: new Date(now.getTime() + SYNC_DAYS_AHEAD * 86_400_000),
      orderByStartTime: true,
      maxResults: MAX_EVENTS,
    });
    events = page.events.filter((e) => e.status !== "cancelled" && e.start !== null && !e.allDay);
  } catch (error) {
    throw await toServiceError(ctx, userId, error);
  }

  const synced = new Map<string, string>();
  if (events.length) {
    const rows = await ctx.db
      .select({ id: meetings.id, externalId: meetings.externalId })
      .from(meetings)
      .where(and(eq(meetings.userId, userId), eq(meetings.source, "calendar"), inArray(meetings.externalId, events.map((e) => e.id))));
    for (const row of rows) if (row.externalId) synced.set(row.externalId, row.id);
  }
  return {
    events: events.map((e) => ({
      event_id: e.id,
      title: e.title,
      start_time: (e.start ?? now).toISOString(),
      end_time: e.end?.toISOString() ?? null,
      attendees: e.attendees.map((a) => ({ email: a.email, name: a.name, response_status: a.responseStatus, organizer: a.organizer, self: a.self })),
      description: e.description,
      location: e.location,
      meeting_info: e.meeting,
      organizer: e.organizer ? (e.organizer.name ?? e.organizer.email) : null,
      status: e.status,
      html_link: e.htmlLink,
      meeting_id: synced.get(e.id) ?? null,
    })),
  };
}
