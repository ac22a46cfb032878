import { and, asc, desc, eq } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import { actionItems, meetings, meetingSummaries } from "@understudy/db/schema";
import type { SummaryContent } from "../summaries/schemas";

/**
 * What a recap says, independent of where it goes (Slack here; the email recap may share it later): the meeting,
 * its summary's gist, key points and decisions, the meeting's action item rows with their owners, and absolute
 * links that open the transcript at the moment each came from. Kept apart from the Block Kit rendering on purpose.
 */
export interface RecapContent {
  meetingId: string;
  title: string;
  scheduledAt: string;
  gist: string;
  overview: string;
  meetingUrl: string;
  actionItemsUrl: string;
  keyPoints: RecapLine[];
  decisions: RecapLine[];
  actionItems: RecapActionItem[];
}

export interface RecapLine {
  text: string;
  seconds: number;
  href: string;
}

export interface RecapActionItem extends RecapLine {
  id: string;
  owner: string | null;
  /** The day, or the deadline as it was said when no day could be read. */
  due: string | null;
  done: boolean;
}

/** `/meetings/{id}#t=<second>`: where the meeting page's transcript viewer opens (as search's links do). */
export function transcriptUrl(appUrl: string, meetingId: string, seconds: number): string {
  return `${appUrl}/meetings/${meetingId}#t=${Math.max(0, Math.floor(seconds))}`;
}

/** The recap of the meeting's newest ready summary, or null when it has none (or the meeting is not this user's). */
export async function buildRecapContent(db: Executor, input: { userId: string; meetingId: string; appUrl: string }): Promise<RecapContent | null> {
  const { userId, meetingId, appUrl } = input;
  const [meeting] = await db
    .select({ id: meetings.id, title: meetings.title, scheduledAt: meetings.scheduledAt })
    .from(meetings)
    .where(and(eq(meetings.id, meetingId), eq(meetings.userId, userId)))
    .limit(1);
  if (!meeting) return null;
  const [summary] = await db
    .select({ content: meetingSummaries.content })
    .from(meetingSummaries)
    .where(and(eq(meetingSummaries.meetingId, meetingId), eq(meetingSummaries.userId, userId), eq(meetingSummaries.status, "ready")))
    .orderBy(desc(meetingSummaries.version))
    .limit(1);
  const content = summary?.content as SummaryContent | null | undefined;
  if (!content) return null;
  const items = await db
    .select()
    .from(actionItems)
    .where(and(eq(actionItems.meetingId, meetingId), eq(actionItems.userId, userId)))
    .orderBy(asc(actionItems.startSeconds), asc(actionItems.createdAt));
  const line = (text: string, seconds: number): RecapLine => ({ text, seconds, href: transcriptUrl(appUrl, meetingId, seconds) });
  return {
    meetingId,
    title: meeting.title,
    scheduledAt: meeting.scheduledAt.toISOString(),
    gist: content.gist,
    overview: content.overview,
    meetingUrl: `${appUrl}/meetings/${meetingId}`,
    actionItemsUrl: `${appUrl}/action-items`,
    keyPoints: content.key_points.map((p) => line(p.point, p.timestamp)),
    decisions: content.decisions.map((d) => line(d.decision, d.timestamp)),
    actionItems: items.map((item) => ({
      ...line(item.text, item.startSeconds),
      id: item.id,
      owner: item.ownerName,
      due: item.dueDate ?? item.dueText,
      done: item.status === "done",
    })),
  };
}
