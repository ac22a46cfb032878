import type { Meeting, MeetingPlatform, MeetingStatus } from "@understudy/db/schema";
import type { SummaryContent } from "../summaries/schemas";
import { clampSeconds, formatClockTime, formatDateTime } from "./time";

/** What the loader reads from the database for one meeting; everything a format needs and nothing more. */
export interface ExportSource {
  meeting: Pick<Meeting, "id" | "title" | "description" | "scheduledAt" | "durationMinutes" | "platform" | "status" | "meetingUrl" | "summary" | "attendees">;
  /** The newest ready AI summary, if any. */
  summary: { version: number; model: string; createdAt: Date; content: SummaryContent } | null;
  segments: { seq: number; speaker: string; content: string; startSeconds: number; endSeconds: number }[];
  /** Everyone the provider reported, over all of the meeting's bot sessions. */
  participants: { name: string | null; email: string | null; isHost: boolean; joinedAt: Date | null; leftAt: Date | null }[];
  /** Whether a bot was in the call: then an invitee it never saw was absent, not merely invited. */
  botAttended: boolean;
  /** The AI Avatar's log for the meeting (what it heard as addressed to the user, what it said, why). */
  avatarTurns?: AvatarLogEntry[];
}

export interface AvatarLogEntry {
  askedBy: string;
  heard: string;
  heardAt: Date;
  decision: "answer" | "defer" | "ignore";
  said: string | null;
  reason: string;
  sources: { kind: string; meeting_title: string | null; quote: string }[];
}

export interface AttendanceEntry {
  name: string;
  email: string | null;
  status: "present" | "absent" | "invited";
  isHost: boolean;
  joinedAt: Date | null;
  leftAt: Date | null;
}

export interface TranscriptLine {
  seq: number;
  speaker: string;
  text: string;
  start: number;
  end: number;
}

export interface SummaryDocument {
  /** "ai": a generated, versioned summary; "notes": the meeting's own summary text. */
  source: "ai" | "notes";
  version: number | null;
  model: string | null;
  createdAt: Date | null;
  gist: string | null;
  overview: string;
  keyPoints: { point: string; at: number }[];
  actionItems: { task: string; owner: string | null; due: string | null; at: number }[];
  decisions: { decision: string; context: string; at: number }[];
}

/** One meeting as every format sees it: built once, rendered many ways, no I/O. */
export interface ExportDocument {
  meeting: {
    id: string;
    title: string;
    description: string | null;
    scheduledAt: Date;
    endsAt: Date;
    durationMinutes: number;
    platform: MeetingPlatform;
    platformLabel: string;
    status: MeetingStatus;
    statusLabel: string;
    meetingUrl: string | null;
  };
  timeZone: string;
  /** "Monday 23 November 2026, 10:00–11:00 (UTC)". */
  when: string;
  exportedAt: Date;
  attendance: AttendanceEntry[];
  /** Distinct transcript speakers in order of first words. */
  speakers: string[];
  summary: SummaryDocument | null;
  transcript: TranscriptLine[];
  avatar: AvatarLogEntry[];
}

const PLATFORM_LABELS: Record<MeetingPlatform, string> = { zoom: "Zoom", google_meet: "Google Meet", teams: "Microsoft Teams", other: "Other" };
const STATUS_LABELS: Record<MeetingStatus, string> = { scheduled: "Scheduled", in_progress: "In progress", completed: "Completed", cancelled: "Cancelled" };

export function buildExportDocument(source: ExportSource, options: { now: Date; timeZone?: string }): ExportDocument {
  const { meeting } = source;
  const timeZone = options.timeZone ?? "UTC";
  const endsAt = new Date(meeting.scheduledAt.getTime() + meeting.durationMinutes * 60_000);
  const transcript = source.segments.map(toLine);
  return {
    meeting: {
      id: meeting.id,
      title: meeting.title,
      description: meeting.description?.trim() || null,
      scheduledAt: meeting.scheduledAt,
      endsAt,
      durationMinutes: meeting.durationMinutes,
      platform: meeting.platform,
      platformLabel: PLATFORM_LABELS[meeting.platform],
      status: meeting.status,
      statusLabel: STATUS_LABELS[meeting.status],
      meetingUrl: meeting.meetingUrl,
    },
    timeZone,
    when: `${formatDateTime(meeting.scheduledAt, timeZone)}–${formatClockTime(endsAt, timeZone)} (${timeZone})`,
    exportedAt: options.now,
    attendance: mergeAttendance(source),
    speakers: [...new Set(transcript.map((line) => line.speaker))],
    summary: summaryOf(source),
    transcript,
    avatar: source.avatarTurns ?? [],
  };
}

function toLine(segment: ExportSource["segments"][number]): TranscriptLine {
  const start = clampSeconds(segment.startSeconds);
  return { seq: segment.seq, speaker: segment.speaker.trim() || "Unknown speaker", text: segment.content, start, end: Math.max(start, clampSeconds(segment.endSeconds)) };
}

function summaryOf(source: ExportSource): SummaryDocument | null {
  if (source.summary) {
    const { content } = source.summary;
    return {
      source: "ai",
      version: source.summary.version,
      model: source.summary.model,
      createdAt: source.summary.createdAt,
      gist: content.gist.trim() || null,
      overview: content.overview,
      keyPoints: content.key_points.map((k) => ({ point: k.point, at: clampSeconds(k.timestamp) })),
      actionItems: content.action_items.map((a) => ({ task: a.task, owner: a.owner, due: a.due, at: clampSeconds(a.timestamp) })),
      decisions: content.decisions.map((d) => ({ decision: d.decision, context: d.context, at: clampSeconds(d.timestamp) })),
    };
  }
  const notes = source.meeting.summary?.trim();
  if (!notes) return null;
  return { source: "notes", version: null, model: null, createdAt: null, gist: null, overview: notes, keyPoints: [], actionItems: [], decisions: [] };
}

const keyOf = (name: string | null, email: string | null) => (email ? `e:${email.trim().toLowerCase()}` : `n:${(name ?? "").trim().toLowerCase()}`);

/**
 * Who was there: everyone the bot saw (one entry per person even over several sessions: first join, last
 * leave), then the calendar's invitees it did not see — absent if a bot was in the call, else just invited.
 */
function mergeAttendance(source: ExportSource): AttendanceEntry[] {
  const seen = new Map<string, AttendanceEntry>();
  // A participant the provider reported but never saw join was not in the call.
  for (const p of source.participants.filter((x) => x.joinedAt)) {
    const name = p.name?.trim() || p.email?.trim() || "Unknown participant";
    const key = keyOf(p.name, p.email);
    const existing = seen.get(key);
    if (!existing) {
      seen.set(key, { name, email: p.email, status: "present", isHost: p.isHost, joinedAt: p.joinedAt, leftAt: p.leftAt });
      continue;
    }
    existing.isHost ||= p.isHost;
    existing.joinedAt = earliest(existing.joinedAt, p.joinedAt);
    existing.leftAt = latest(existing.leftAt, p.leftAt);
  }
  const present = [...seen.values()];
  const seenNames = new Set(present.map((p) => p.name.toLowerCase()));
  const missing: AttendanceEntry[] = [];
  for (const a of source.meeting.attendees) {
    if (seen.has(keyOf(a.name, a.email)) || (a.name && seenNames.has(a.name.trim().toLowerCase()))) continue;
    if (missing.some((m) => m.email === a.email)) continue;
    missing.push({ name: a.name?.trim() || a.email, email: a.email, status: source.botAttended ? "absent" : "invited", isHost: a.organizer, joinedAt: null, leftAt: null });
  }
  return [...present, ...missing];
}

const earliest = (a: Date | null, b: Date | null) => (a && b ? (a < b ? a : b) : (a ?? b));
const latest = (a: Date | null, b: Date | null) => (a && b ? (a > b ? a : b) : (a ?? b));
