import { and, asc, desc, eq, isNotNull } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import { actionItems, botParticipants, botSessions, meetings, meetingSummaries, users } from "@understudy/db/schema";
import { isOwner, normaliseName, ownerIdentity } from "../bots/stand-in/owner";
import type { SummaryContent } from "../summaries/schemas";
import { recapActionItemsUrl, recapMeetingUrl, recapMomentUrl } from "./links";

/** A moment of the meeting: the transcript second and the link that opens the transcript there. */
export interface RecapMoment {
  seconds: number;
  url: string;
}

/** Someone the bot saw join (captured attendance, never the invite list alone). */
export interface RecapAttendee {
  name: string;
  /** From the platform, or the calendar invitee of exactly that name; null when neither says. */
  email: string | null;
  /** The meeting's owner (the user), recognised as the stand-in recognises them. */
  isOwner: boolean;
}

/**
 * A meeting's recap as a plain object: what the email (and any other channel: Slack) renders. Built from the
 * meeting's newest ready summary and its action-item rows (so the owner's edits and ticks show), and the
 * attendance the bot captured. No HTML, no channel: renderers turn it into their format.
 */
export interface Recap {
  meetingId: string;
  userId: string;
  owner: { name: string | null; email: string };
  summaryId: string;
  summaryVersion: number;
  title: string;
  when: { startsAt: Date; durationMinutes: number };
  gist: string;
  overview: string;
  keyPoints: (RecapMoment & { text: string })[];
  decisions: (RecapMoment & { text: string; context: string })[];
  actionItems: (RecapMoment & { text: string; owner: string | null; ownerIsUser: boolean; due: string | null; dueDate: string | null; done: boolean })[];
  attendees: RecapAttendee[];
  links: { meeting: string; actionItems: string };
}

/**
 * The recap of the meeting as it stands now (or of one summary version), or null when the meeting is not the user's or has no ready summary.
 * The hook point for every channel: after a summary is stored for a meeting that gets a recap, a job composes
 * this and sends it (`recap.email`, docs/decisions/073).
 */
export async function composeRecap(db: Executor, args: { meetingId: string; userId: string; appUrl: string; summaryId?: string }): Promise<Recap | null> {
  const [row] = await db
    .select({
      title: meetings.title,
      scheduledAt: meetings.scheduledAt,
      durationMinutes: meetings.durationMinutes,
      attendees: meetings.attendees,
      captureDeletedAt: meetings.captureDeletedAt,
      ownerName: users.name,
      ownerEmail: users.email,
    })
    .from(meetings)
    .innerJoin(users, eq(users.id, meetings.userId))
    .where(and(eq(meetings.id, args.meetingId), eq(meetings.userId, args.userId)))
    .limit(1);
  if (!row || row.captureDeletedAt) return null;
  const [summary] = await db
    .select({ id: meetingSummaries.id, version: meetingSummaries.version, content: meetingSummaries.content })
    .from(meetingSummaries)
    .where(
      and(
        eq(meetingSummaries.meetingId, args.meetingId),
        eq(meetingSummaries.userId, args.userId),
        eq(meetingSummaries.status, "ready"),
        // A share sends the version the owner previewed.
        args.summaryId ? eq(meetingSummaries.id, args.summaryId) : undefined,
      ),
    )
    .orderBy(desc(meetingSummaries.version))
    .limit(1);
  const content = summary?.content as SummaryContent | null | undefined;
  if (!summary || !content) return null;

  const items = await db
    .select()
    .from(actionItems)
    .where(and(eq(actionItems.meetingId, args.meetingId), eq(actionItems.userId, args.userId)))
    .orderBy(asc(actionItems.startSeconds), asc(actionItems.createdAt), asc(actionItems.id));
  const at = (seconds: number): RecapMoment => ({ seconds: Math.max(0, Math.floor(seconds)), url: recapMomentUrl(args.appUrl, args.meetingId, seconds) });
  const owner = { name: row.ownerName, email: row.ownerEmail };

  return {
    meetingId: args.meetingId,
    userId: args.userId,
    owner,
    summaryId: summary.id,
    summaryVersion: summary.version,
    title: row.title,
    when: { startsAt: row.scheduledAt, durationMinutes: row.durationMinutes },
    gist: content.gist,
    overview: content.overview,
    keyPoints: content.key_points.map((k) => ({ text: k.point, ...at(k.timestamp) })),
    decisions: content.decisions.map((d) => ({ text: d.decision, context: d.context, ...at(d.timestamp) })),
    actionItems: items.map((i) => ({
      text: i.text,
      owner: i.ownerName,
      ownerIsUser: i.ownerIsUser,
      due: i.dueText,
      dueDate: i.dueDate,
      done: i.status === "done",
      ...at(i.startSeconds),
    })),
    attendees: await presentAttendees(db, { meetingId: args.meetingId, userId: args.userId, owner, invitees: row.attendees }),
    links: { meeting: recapMeetingUrl(args.appUrl, args.meetingId), actionItems: recapActionItemsUrl(args.appUrl) },
  };
}

/**
 * Everyone the bot saw join the meeting, once each, in order of arrival. An address comes from the platform, or
 * else from the one calendar invitee with exactly that (normalised) name: presence is the bot's evidence, the
 * invite list only lends an address to someone who was there.
 */
export async function presentAttendees(
  db: Executor,
  args: { meetingId: string; userId: string; owner: { name: string | null; email: string }; invitees: readonly { email: string; name: string | null; self: boolean; organizer: boolean; responseStatus: string | null }[] },
): Promise<RecapAttendee[]> {
  const joined = await db
    .select({ name: botParticipants.name, email: botParticipants.email, joinedAt: botParticipants.joinedAt })
    .from(botParticipants)
    .innerJoin(botSessions, eq(botSessions.id, botParticipants.sessionId))
    .where(and(eq(botSessions.meetingId, args.meetingId), eq(botSessions.userId, args.userId), isNotNull(botParticipants.joinedAt)))
    .orderBy(asc(botParticipants.joinedAt), asc(botParticipants.id));
  const identity = ownerIdentity(args.owner, [...args.invitees]);
  const inviteeByName = new Map<string, string | null>();
  for (const invitee of args.invitees) {
    if (!invitee.name) continue;
    const key = normaliseName(invitee.name);
    // Two invitees of one name lend nobody their address.
    inviteeByName.set(key, inviteeByName.has(key) ? null : invitee.email);
  }
  const seen = new Set<string>();
  const out: RecapAttendee[] = [];
  for (const p of joined) {
    const name = p.name?.trim() || p.email?.trim() || "";
    if (!name) continue;
    const email = (p.email?.trim() || (p.name ? inviteeByName.get(normaliseName(p.name)) : null) || null)?.toLowerCase() ?? null;
    const key = email ?? `name:${normaliseName(name)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ name, email, isOwner: isOwner({ name: p.name, email: p.email }, identity) || (email !== null && identity.emails.has(email)) });
  }
  return out;
}
