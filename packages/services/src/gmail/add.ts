import { and, eq, ne } from "drizzle-orm";
import { gmailMessages, LONGEST_MEETING_MINUTES, meetings } from "@understudy/db/schema";
import type { UserContext } from "../context";
import { BadRequestError, ConflictError, NotFoundError } from "../errors";
import { toMeetingResponse } from "../meetings/schemas";
import type { AddDetectedMeetingInput } from "./schemas";

const DEFAULT_MINUTES = 60;

/** "Invitation: Weekly sync @ Wed 7 Jan 2026 10:00 - 10:30 (GMT) (ada@…)" → "Weekly sync". */
export function titleFromSubject(subject: string): string {
  const stripped = subject
    .replace(/^(updated invitation|invitation|fwd?|re):\s*/i, "")
    .replace(/\s@\s.*$/, "")
    .trim();
  return (stripped || subject || "Meeting from Gmail").slice(0, 200);
}

/** Adds a detected invite that matches no meeting yet as a meeting of the user's. */
export async function addDetectedMeeting({ ctx, input }: { ctx: UserContext; input: AddDetectedMeetingInput }) {
  const { userId } = ctx.actor;
  const [row] = await ctx.db
    .select()
    .from(gmailMessages)
    .where(and(eq(gmailMessages.userId, userId), eq(gmailMessages.messageId, input.email_id), eq(gmailMessages.isInvite, true)))
    .limit(1);
  if (!row) throw new NotFoundError("Detected invite");

  const link = input.url === undefined ? row.meetingUrls[0] : row.meetingUrls.find((u) => u.url === input.url);
  if (input.url !== undefined && !link) throw new BadRequestError("url: must be one of the invite's meeting links");
  if (link) {
    const [match] = await ctx.db
      .select({ id: meetings.id })
      .from(meetings)
      .where(and(eq(meetings.userId, userId), eq(meetings.meetingUrl, link.url), ne(meetings.status, "cancelled")))
      .limit(1);
    if (match) throw new ConflictError("This invite is already in your meetings");
  }
  const scheduledAt = input.scheduled_at ?? row.calendarStart;
  if (!scheduledAt) throw new BadRequestError("scheduled_at: this invite has no start time; give one");
  const minutes = row.calendarStart && row.calendarEnd && !input.scheduled_at ? Math.round((row.calendarEnd.getTime() - row.calendarStart.getTime()) / 60_000) : DEFAULT_MINUTES;

  const now = ctx.clock.now();
  const [meeting] = await ctx.db
    .insert(meetings)
    .values({
      userId,
      title: input.title ?? titleFromSubject(row.calendarSummary ?? row.subject),
      description: row.snippet || null,
      scheduledAt,
      durationMinutes: Math.min(Math.max(minutes, 1), LONGEST_MEETING_MINUTES),
      meetingUrl: link?.url ?? null,
      platform: link?.platform ?? "other",
      source: "gmail",
      externalId: row.messageId,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: [meetings.userId, meetings.source, meetings.externalId] })
    .returning();
  if (!meeting) throw new ConflictError("This invite is already in your meetings");
  await ctx.db.update(gmailMessages).set({ meetingId: meeting.id }).where(eq(gmailMessages.id, row.id));
  return toMeetingResponse(meeting);
}
