import { and, asc, eq, gt, inArray, lte, notInArray, sql } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import { botSessions, LONGEST_MEETING_MINUTES, meetings, type BotStatus, type Meeting } from "@understudy/db/schema";
import type { UserContext } from "../../context";
import { getOwnedMeetingOrThrow } from "../../meetings/internal";
import { loadEntitlements } from "../../subscription/entitlements";
import { decideCover } from "./coverage";
import { loadCoverContext, type CoverContext } from "./coverage-context";
import type { BotCoverageResponse, MeetingBotCoverageResponse, SetMeetingBotCoverInput } from "./coverage-schemas";
import { requestBotSchedule } from "../booking/queue";
import { BOOKING_HORIZON_MINUTES } from "../booking/schedule-policy";

const FINISHED: BotStatus[] = ["disconnected", "error"];
const MAX_UPCOMING = 500;

/** Each meeting's unfinished bot session (booked or live), by meeting id. */
async function activeSessions(db: Executor, userId: string, meetingIds: string[]): Promise<Map<string, { id: string; status: BotStatus }>> {
  if (meetingIds.length === 0) return new Map();
  const rows = await db
    .select({ id: botSessions.id, meetingId: botSessions.meetingId, status: botSessions.status })
    .from(botSessions)
    .where(and(eq(botSessions.userId, userId), inArray(botSessions.meetingId, meetingIds), notInArray(botSessions.status, FINISHED)));
  return new Map(rows.flatMap((r) => (r.meetingId ? [[r.meetingId, { id: r.id, status: r.status }] as const] : [])));
}

function toCoverage(meeting: Meeting, context: CoverContext, session: { id: string; status: BotStatus } | undefined): MeetingBotCoverageResponse {
  const decision = decideCover(meeting, context);
  return {
    meeting_id: meeting.id,
    bot_cover: meeting.botCover,
    covered: decision.covered,
    reason: decision.reason,
    session_id: session?.id ?? null,
    session_status: session?.status ?? null,
  };
}

/** Whether one meeting will be covered, and why. */
export async function getMeetingBotCoverage({ ctx, input }: { ctx: UserContext; input: { id: string } }): Promise<MeetingBotCoverageResponse> {
  const meeting = await getOwnedMeetingOrThrow(ctx.db, ctx.actor.userId, input.id);
  const [context, sessions] = await Promise.all([loadCoverContext(ctx.db, ctx.actor.userId), activeSessions(ctx.db, ctx.actor.userId, [meeting.id])]);
  return toCoverage(meeting, context, sessions.get(meeting.id));
}

/** The per-meeting toggle: always / never / follow the rule. Books or cancels the meeting's bot at once. */
export async function setMeetingBotCover({ ctx, input }: { ctx: UserContext; input: SetMeetingBotCoverInput }): Promise<MeetingBotCoverageResponse> {
  const owned = await getOwnedMeetingOrThrow(ctx.db, ctx.actor.userId, input.id);
  const [meeting] = await ctx.db
    .update(meetings)
    .set({ botCover: input.cover.bot_cover, updatedAt: ctx.clock.now() })
    .where(and(eq(meetings.id, owned.id), eq(meetings.userId, ctx.actor.userId)))
    .returning();
  if (!meeting) throw new Error("update returned no row");
  requestBotSchedule(ctx, ctx.actor.userId);
  const [context, sessions] = await Promise.all([loadCoverContext(ctx.db, ctx.actor.userId), activeSessions(ctx.db, ctx.actor.userId, [meeting.id])]);
  return toCoverage(meeting, context, sessions.get(meeting.id));
}

/**
 * The user's open meetings not over yet, soonest first, at most MAX_UPCOMING: those under way (started in the last
 * day, since no meeting is longer — a check constraint — and not ended) and then those not started. Two reads,
 * each a plain range of the (user, scheduled_at) index: asked as one ("ends after now"), the planner cannot bound
 * the range by the sum and read every past meeting of the user (10,000 meetings: 5,712 rows read; now 714).
 * Every meeting under way starts before every one not started, so the concatenation is in order.
 */
async function openMeetingsNotOver(db: Executor, userId: string, now: Date): Promise<Meeting[]> {
  const open = and(eq(meetings.userId, userId), inArray(meetings.status, ["scheduled", "in_progress"]));
  const soonestFirst = [asc(meetings.scheduledAt), asc(meetings.id)];
  const [underWay, notStarted] = await Promise.all([
    db
      .select()
      .from(meetings)
      .where(
        and(
          open,
          gt(meetings.scheduledAt, new Date(now.getTime() - LONGEST_MEETING_MINUTES * 60_000)),
          lte(meetings.scheduledAt, now),
          sql`${meetings.scheduledAt} + make_interval(mins => ${meetings.durationMinutes}) > ${now.toISOString()}::timestamptz`,
        ),
      )
      .orderBy(...soonestFirst)
      .limit(MAX_UPCOMING),
    db
      .select()
      .from(meetings)
      .where(and(open, gt(meetings.scheduledAt, now)))
      .orderBy(...soonestFirst)
      .limit(MAX_UPCOMING),
  ]);
  return [...underWay, ...notStarted].slice(0, MAX_UPCOMING);
}

/** Coverage of every meeting that is not over yet (what the meetings list shows a toggle for), soonest first. */
export async function listBotCoverage({ ctx }: { ctx: UserContext }): Promise<BotCoverageResponse> {
  const userId = ctx.actor.userId;
  const now = ctx.clock.now();
  const [context, entitlements, upcoming] = await Promise.all([loadCoverContext(ctx.db, userId), loadEntitlements(ctx), openMeetingsNotOver(ctx.db, userId, now)]);
  const sessions = await activeSessions(
    ctx.db,
    userId,
    upcoming.map((m) => m.id),
  );
  return {
    cover_rule: context.rule,
    can_deploy_bots: entitlements.canDeployBots,
    booking_minutes_ahead: entitlements.priorityBots ? BOOKING_HORIZON_MINUTES.pro : BOOKING_HORIZON_MINUTES.standard,
    meetings: upcoming.map((m) => toCoverage(m, context, sessions.get(m.id))),
  };
}
