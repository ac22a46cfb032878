import { and, asc, desc, eq, isNotNull } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import { botParticipants, botSessions, transcriptSegments, type BotParticipant, type BotSession, type MeetingAttendee } from "@understudy/db/schema";
import { isOwner, normaliseName, ownerIdentity, type OwnerIdentity } from "../stand-in/owner";
import { isLive } from "../events/status";

export type OwnerArrivalStatus = "on_time" | "late" | "absent" | "not_yet" | "unknown";

export interface OwnerArrival {
  status: OwnerArrivalStatus;
  /** Whole minutes after the reference; 0 when on time, null when they did not come. */
  minutes_late: number | null;
  joined_at: string | null;
  /** What "on time" is measured against: the meeting's scheduled start, or (no meeting) the bot's admission. */
  reference: "scheduled_start" | "bot_admitted" | null;
  reference_at: string | null;
}

/** Up to a minute after the start is on time; after that, late by the whole minutes. */
const ON_TIME_SECONDS = 60;

/**
 * The owner's own arrival. "absent" once the bot's session is over without seeing them, "not_yet" while
 * it is still in the call, "unknown" when the bot never got in and so saw nobody.
 */
export function ownerArrival(session: Pick<BotSession, "ownerJoinedAt" | "admittedAt" | "status">, scheduledAt: Date | null): OwnerArrival {
  const referenceAt = scheduledAt ?? session.admittedAt;
  const reference = scheduledAt ? "scheduled_start" : session.admittedAt ? "bot_admitted" : null;
  const base = { reference, reference_at: referenceAt?.toISOString() ?? null } as const;
  if (session.ownerJoinedAt) {
    const lateSeconds = referenceAt ? (session.ownerJoinedAt.getTime() - referenceAt.getTime()) / 1000 : 0;
    const minutes = lateSeconds < ON_TIME_SECONDS ? 0 : Math.floor(lateSeconds / 60);
    return { ...base, status: minutes === 0 ? "on_time" : "late", minutes_late: minutes, joined_at: session.ownerJoinedAt.toISOString() };
  }
  if (!session.admittedAt) return { ...base, status: "unknown", minutes_late: null, joined_at: null };
  return { ...base, status: isLive(session.status) ? "not_yet" : "absent", minutes_late: null, joined_at: null };
}

export interface AttendanceEntry {
  name: string;
  email: string | null;
  is_host: boolean;
  is_owner: boolean;
  /** present: the bot saw them join; absent: invited (calendar) but never seen by a bot that was in the meeting to the end. */
  status: "present" | "absent";
  joined_at: string | null;
  left_at: string | null;
}

export function participantEntry(p: BotParticipant, owner: OwnerIdentity): AttendanceEntry {
  return {
    name: p.name ?? "Unknown participant",
    email: p.email,
    is_host: p.isHost,
    is_owner: isOwner({ name: p.name, email: p.email }, owner),
    status: "present",
    joined_at: p.joinedAt?.toISOString() ?? null,
    left_at: p.leftAt?.toISOString() ?? null,
  };
}

/**
 * Calendar invitees the bot never saw. Only said of a bot that stayed to the end: one that handed over,
 * was removed or opted out could not see who came after it left.
 */
export function absentInvitees(attendees: readonly MeetingAttendee[], seen: readonly BotParticipant[], session: BotSession | null): AttendanceEntry[] {
  if (!session?.admittedAt || isLive(session.status) || session.handedOverAt || session.optedOutAt || (session.reason && !["ended", "nobody_joined"].includes(session.reason))) return [];
  const emails = new Set(seen.flatMap((p) => (p.email ? [p.email.toLowerCase()] : [])));
  const names = new Set(seen.flatMap((p) => (p.name ? [normaliseName(p.name)] : [])));
  return attendees
    .filter((a) => !emails.has(a.email.toLowerCase()) && !(a.name && names.has(normaliseName(a.name))))
    .map((a) => ({ name: a.name ?? a.email, email: a.email, is_host: a.organizer, is_owner: a.self, status: "absent" as const, joined_at: null, left_at: null }));
}

export async function loadParticipants(db: Executor, sessionId: string): Promise<BotParticipant[]> {
  return db.select().from(botParticipants).where(eq(botParticipants.sessionId, sessionId)).orderBy(asc(botParticipants.joinedAt), asc(botParticipants.name));
}

const MAX_SEGMENTS = 5000;

export async function loadTranscript(db: Executor, meetingId: string, userId: string) {
  const rows = await db
    .select()
    .from(transcriptSegments)
    .where(and(eq(transcriptSegments.meetingId, meetingId), eq(transcriptSegments.userId, userId)))
    .orderBy(asc(transcriptSegments.seq))
    .limit(MAX_SEGMENTS);
  return rows.map((s) => ({ segment_id: s.id, speaker: s.speaker, start_seconds: s.startSeconds, end_seconds: s.endSeconds, text: s.content }));
}

/** The session that speaks for a meeting: the newest one whose bot got in, else the newest one. */
export async function latestSessionOfMeeting(db: Executor, meetingId: string, userId: string): Promise<BotSession | null> {
  const mine = and(eq(botSessions.meetingId, meetingId), eq(botSessions.userId, userId));
  const [admitted] = await db.select().from(botSessions).where(and(mine, isNotNull(botSessions.admittedAt))).orderBy(desc(botSessions.createdAt)).limit(1);
  if (admitted) return admitted;
  const [any] = await db.select().from(botSessions).where(mine).orderBy(desc(botSessions.createdAt)).limit(1);
  return any ?? null;
}

export { ownerIdentity };
