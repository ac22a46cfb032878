import { and, eq, gte, inArray, lt, or, sql } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import { LONGEST_MEETING_MINUTES, meetings, type NewMeeting } from "@understudy/db/schema";
import type { CalendarEvent } from "@understudy/integrations/google";

const CHUNK = 500;
const MAX_TITLE = 200;
const MAX_DESCRIPTION = 5000;
const MAX_URL = 2048;
const DEFAULT_MINUTES = 60;
const MAX_MINUTES = LONGEST_MEETING_MINUTES; // the meetings check constraint
/** Guest lists past this are all-hands; the first few hundred are plenty to tell who organises and who is external. */
const MAX_ATTENDEES = 300;

export interface NewInvite {
  title: string;
  start: Date;
  organizer: string;
}

export interface ApplyResult {
  created: number;
  updated: number;
  /** Meetings created from invitations the user has not answered yet. */
  invites: NewInvite[];
}

type MeetingFields = Pick<NewMeeting, "title" | "description" | "scheduledAt" | "durationMinutes" | "meetingUrl" | "platform" | "organizerEmail" | "attendees">;

// PostgreSQL text cannot hold NUL; Google text can.
const clean = (value: string, max: number) => value.replaceAll("\u0000", "").slice(0, max);

/** The meeting an event becomes, or null for events that are not meetings (all-day, no start). */
export function meetingFieldsOf(event: CalendarEvent): MeetingFields | null {
  if (!event.start || event.allDay) return null;
  const minutes = event.end ? Math.round((event.end.getTime() - event.start.getTime()) / 60_000) : DEFAULT_MINUTES;
  const url = event.meeting && event.meeting.url.length <= MAX_URL ? event.meeting : null;
  return {
    title: clean(event.title, MAX_TITLE).trim() || "(No title)",
    description: event.description ? clean(event.description, MAX_DESCRIPTION) : null,
    scheduledAt: event.start,
    durationMinutes: Math.min(Math.max(minutes, 1), MAX_MINUTES),
    meetingUrl: url?.url ?? null,
    platform: url?.platform ?? "other",
    // Who organises and who is invited decide the cover rules "organised by me" and "external only".
    organizerEmail: event.organizer ? clean(event.organizer.email, 320) : null,
    attendees: event.attendees.slice(0, MAX_ATTENDEES).map((a) => ({
      email: clean(a.email, 320),
      name: a.name === null ? null : clean(a.name, MAX_TITLE),
      self: a.self,
      organizer: a.organizer,
      responseStatus: a.responseStatus,
    })),
  };
}

function isOpenInvite(event: CalendarEvent): boolean {
  return event.selfResponseStatus === "needsAction" && event.organizer !== null && !event.organizer.self;
}

/**
 * Turns calendar events into meetings in a few set-based statements: one upsert creates new meetings
 * and updates only those whose fields changed (so unchanged events count nothing and the counts are
 * exact), one update cancels. A meeting's own progress (in progress, completed) is never overwritten;
 * a cancelled meeting whose event is back is scheduled again. With `fullWindow`, meetings in that
 * window whose events are gone are cancelled too (a full resync has no deletions to tell us).
 */
export async function applyCalendarEvents(
  tx: Executor,
  userId: string,
  events: CalendarEvent[],
  now: Date,
  fullWindow: { timeMin: Date; timeMax: Date } | null,
): Promise<ApplyResult> {
  const latest = new Map<string, CalendarEvent>();
  for (const event of events) latest.set(event.id, event);

  const result: ApplyResult = { created: 0, updated: 0, invites: [] };
  const rows: NewMeeting[] = [];
  const cancelled: string[] = [];
  for (const event of latest.values()) {
    if (event.status === "cancelled") {
      cancelled.push(event.id);
      continue;
    }
    const fields = meetingFieldsOf(event);
    if (fields) rows.push({ ...fields, userId, source: "calendar", externalId: event.id, status: "scheduled", createdAt: now, updatedAt: now });
  }

  const changed = or(
    sql`${meetings.title} is distinct from excluded.title`,
    sql`${meetings.description} is distinct from excluded.description`,
    sql`${meetings.scheduledAt} is distinct from excluded.scheduled_at`,
    sql`${meetings.durationMinutes} is distinct from excluded.duration_minutes`,
    sql`${meetings.meetingUrl} is distinct from excluded.meeting_url`,
    sql`${meetings.platform} is distinct from excluded.platform`,
    sql`${meetings.organizerEmail} is distinct from excluded.organizer_email`,
    sql`${meetings.attendees} is distinct from excluded.attendees`,
    eq(meetings.status, "cancelled"),
  );
  for (let i = 0; i < rows.length; i += CHUNK) {
    const written = await tx
      .insert(meetings)
      .values(rows.slice(i, i + CHUNK))
      .onConflictDoUpdate({
        target: [meetings.userId, meetings.source, meetings.externalId],
        set: {
          title: sql`excluded.title`,
          description: sql`excluded.description`,
          scheduledAt: sql`excluded.scheduled_at`,
          durationMinutes: sql`excluded.duration_minutes`,
          meetingUrl: sql`excluded.meeting_url`,
          platform: sql`excluded.platform`,
          organizerEmail: sql`excluded.organizer_email`,
          attendees: sql`excluded.attendees`,
          status: sql`case when ${meetings.status} = 'cancelled' then 'scheduled'::meeting_status else ${meetings.status} end`,
          updatedAt: now,
        },
        setWhere: changed,
      })
      // xmax is 0 only for a row this statement inserted; an updated row carries the updating transaction.
      .returning({ externalId: meetings.externalId, inserted: sql<boolean>`(xmax = 0)` });
    for (const row of written) {
      if (!row.inserted) {
        result.updated++;
        continue;
      }
      result.created++;
      const event = row.externalId ? latest.get(row.externalId) : undefined;
      if (event?.start && isOpenInvite(event)) {
        result.invites.push({ title: meetingFieldsOf(event)?.title ?? event.title, start: event.start, organizer: event.organizer?.name ?? event.organizer?.email ?? "Someone" });
      }
    }
  }

  for (let i = 0; i < cancelled.length; i += CHUNK) {
    const done = await tx
      .update(meetings)
      .set({ status: "cancelled", updatedAt: now })
      .where(
        and(
          eq(meetings.userId, userId),
          eq(meetings.source, "calendar"),
          eq(meetings.status, "scheduled"),
          inArray(meetings.externalId, cancelled.slice(i, i + CHUNK)),
        ),
      )
      .returning({ id: meetings.id });
    result.updated += done.length;
  }

  if (fullWindow) {
    const inWindow = await tx
      .select({ id: meetings.id, externalId: meetings.externalId })
      .from(meetings)
      .where(
        and(
          eq(meetings.userId, userId),
          eq(meetings.source, "calendar"),
          eq(meetings.status, "scheduled"),
          gte(meetings.scheduledAt, fullWindow.timeMin),
          lt(meetings.scheduledAt, fullWindow.timeMax),
        ),
      );
    const gone = inWindow.filter((m) => m.externalId && !latest.has(m.externalId)).map((m) => m.id);
    for (let i = 0; i < gone.length; i += CHUNK) {
      await tx.update(meetings).set({ status: "cancelled", updatedAt: now }).where(inArray(meetings.id, gone.slice(i, i + CHUNK)));
    }
    result.updated += gone.length;
  }
  return result;
}
