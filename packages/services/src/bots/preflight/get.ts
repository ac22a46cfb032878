import { and, eq, inArray } from "drizzle-orm";
import { meetingPreflights, meetings, type Meeting, type MeetingPreflight } from "@understudy/db/schema";
import type { UserContext } from "../../context";
import { getOwnedMeetingOrThrow, isUuid } from "../../meetings/internal";
import { DAY_WINDOW_MINUTES, FINAL_WINDOW_MINUTES, MINUTE } from "./policy";
import type { MeetingPreflightResponse, MeetingPreflightsResponse, PreflightCheckResponse } from "./schemas";

/** The latest pre-flight of one of the user's meetings (another user's meeting is a 404). */
export async function getMeetingPreflight({ ctx, input }: { ctx: UserContext; input: { id: string } }): Promise<MeetingPreflightResponse> {
  const meeting = await getOwnedMeetingOrThrow(ctx.db, ctx.actor.userId, input.id);
  const [row] = await ctx.db
    .select()
    .from(meetingPreflights)
    .where(and(eq(meetingPreflights.meetingId, meeting.id), eq(meetingPreflights.userId, ctx.actor.userId)))
    .limit(1);
  return toPreflightResponse(meeting, row ?? null, ctx.clock.now());
}

/** The latest pre-flights of several of the user's meetings at once (the meeting cards); unknown or others' ids are left out. */
export async function listMeetingPreflights({ ctx, input }: { ctx: UserContext; input: { ids: string[] } }): Promise<MeetingPreflightsResponse> {
  const ids = [...new Set(input.ids.filter(isUuid))];
  if (ids.length === 0) return { preflights: [] };
  const rows = await ctx.db
    .select({ meeting: meetings, preflight: meetingPreflights })
    .from(meetingPreflights)
    .innerJoin(meetings, eq(meetings.id, meetingPreflights.meetingId))
    .where(and(eq(meetingPreflights.userId, ctx.actor.userId), inArray(meetingPreflights.meetingId, ids)));
  const now = ctx.clock.now();
  return { preflights: rows.map((r) => toPreflightResponse(r.meeting, r.preflight, now)) };
}

function toPreflightResponse(meeting: Meeting, row: MeetingPreflight | null, now: Date): MeetingPreflightResponse {
  const outdated = row !== null && (row.startsAt.getTime() !== meeting.scheduledAt.getTime() || row.meetingUrl !== meeting.meetingUrl || meeting.updatedAt > row.checkedAt);
  return {
    meeting_id: meeting.id,
    result: row?.result ?? null,
    stage: row?.stage ?? null,
    checked_at: row?.checkedAt.toISOString() ?? null,
    outdated,
    next_check_at: nextCheckAt(meeting, now)?.toISOString() ?? null,
    checks: (row?.checks ?? []) as PreflightCheckResponse[],
  };
}

function nextCheckAt(meeting: Meeting, now: Date): Date | null {
  if (meeting.status !== "scheduled") return null;
  const start = meeting.scheduledAt.getTime();
  const next = [start - DAY_WINDOW_MINUTES * MINUTE, start - FINAL_WINDOW_MINUTES * MINUTE].find((at) => at > now.getTime());
  return next === undefined ? null : new Date(next);
}
