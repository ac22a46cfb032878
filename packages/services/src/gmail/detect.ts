import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { gmailMessages, meetings, notifications, type GmailMessage } from "@understudy/db/schema";
import { isInvite, type ParsedMail } from "@understudy/integrations/google";
import type { ServiceContext, UserContext } from "../context";
import { googleDeps, type GoogleDeps } from "../google/deps";
import { openSession, requireConnection, toServiceError } from "../google/internal";
import type { DetectedMeetingResponse } from "./schemas";

/** Recent mail that may be an invite; each hit is then read in full and checked for real links. */
export const GMAIL_QUERY = "newer_than:14d (filename:ics OR zoom.us OR meet.google.com OR teams.microsoft.com OR teams.live.com OR webex.com OR subject:invitation)";
const SCAN_LIMIT = 50;
const CONCURRENCY = 5;
const LIST_LIMIT = 50;
const MAX_INDIVIDUAL_NOTIFICATIONS = 5;

async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      out[index] = await fn(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

const clean = (value: string, max: number) => value.replaceAll("\u0000", "").slice(0, max);

/** Reads messages not seen before, stores every one (invite or not) once, and announces new invites. */
async function scanMailbox(ctx: ServiceContext, deps: GoogleDeps, userId: string, session: ReturnType<typeof openSession>) {
  const { ids } = await session.gmail.listMessageIds({ q: GMAIL_QUERY, maxResults: SCAN_LIMIT });
  if (ids.length === 0) return;
  const known = await ctx.db
    .select({ messageId: gmailMessages.messageId })
    .from(gmailMessages)
    .where(and(eq(gmailMessages.userId, userId), inArray(gmailMessages.messageId, ids)));
  const seen = new Set(known.map((k) => k.messageId));
  const fresh = ids.filter((id) => !seen.has(id));
  if (fresh.length === 0) return;

  const [{ count: before } = { count: 0 }] = await ctx.db
    .select({ count: sql<number>`count(*)::int` })
    .from(gmailMessages)
    .where(eq(gmailMessages.userId, userId));
  const mails = (await mapLimit(fresh, CONCURRENCY, (id) => session.gmail.getMessage(id))).filter((m): m is ParsedMail => m !== null);
  if (mails.length === 0) return;
  const now = ctx.clock.now();
  const inserted = await ctx.db
    .insert(gmailMessages)
    .values(
      mails.map((mail) => ({
        userId,
        messageId: mail.id,
        threadId: mail.threadId,
        subject: clean(mail.subject, 500),
        sender: clean(mail.sender, 320),
        sentAt: mail.date,
        snippet: clean(mail.snippet, 300),
        meetingUrls: mail.meetingUrls,
        isInvite: isInvite(mail),
        calendarSummary: mail.calendar?.summary ? clean(mail.calendar.summary, 500) : null,
        calendarStart: mail.calendar?.start ?? null,
        calendarEnd: mail.calendar?.end ?? null,
        createdAt: now,
      })),
    )
    .onConflictDoNothing({ target: [gmailMessages.userId, gmailMessages.messageId] })
    .returning();
  const invites = inserted.filter((m) => m.isInvite);
  if (invites.length === 0) return;
  if (before === 0) {
    await ctx.db.insert(notifications).values({
      userId,
      kind: "gmail_invite",
      title: "Meeting invites found in Gmail",
      message: `Found ${invites.length} meeting invite${invites.length === 1 ? "" : "s"} in your recent mail.`,
      createdAt: now,
    });
    return;
  }
  const rows = invites.slice(0, MAX_INDIVIDUAL_NOTIFICATIONS).map((m) => ({
    userId,
    kind: "gmail_invite",
    title: "New meeting invite detected",
    message: `${m.subject} — from ${m.sender || "an unknown sender"}`.slice(0, 500),
    createdAt: now,
  }));
  const rest = invites.length - rows.length;
  if (rest > 0) rows.push({ userId, kind: "gmail_invite", title: "More meeting invites detected", message: `${rest} more invite${rest === 1 ? "" : "s"} found in Gmail.`, createdAt: now });
  await ctx.db.insert(notifications).values(rows);
}

export async function storedInvites(ctx: ServiceContext, userId: string): Promise<DetectedMeetingResponse[]> {
  const rows = await ctx.db
    .select()
    .from(gmailMessages)
    .where(and(eq(gmailMessages.userId, userId), eq(gmailMessages.isInvite, true)))
    .orderBy(desc(gmailMessages.sentAt), desc(gmailMessages.messageId))
    .limit(LIST_LIMIT);
  const urls = [...new Set(rows.flatMap((r) => r.meetingUrls.map((u) => u.url)))];
  const byUrl = new Map<string, string>();
  if (urls.length) {
    const matches = await ctx.db
      .select({ id: meetings.id, url: meetings.meetingUrl })
      .from(meetings)
      .where(and(eq(meetings.userId, userId), ne(meetings.status, "cancelled"), inArray(meetings.meetingUrl, urls)));
    for (const m of matches) if (m.url && !byUrl.has(m.url)) byUrl.set(m.url, m.id);
  }
  return rows.map((row) => toDetectedMeeting(row, row.meetingId ?? row.meetingUrls.map((u) => byUrl.get(u.url)).find(Boolean) ?? null));
}

export function toDetectedMeeting(row: GmailMessage, meetingId: string | null): DetectedMeetingResponse {
  return {
    email_id: row.messageId,
    subject: row.subject,
    sender: row.sender,
    date: row.sentAt?.toISOString() ?? null,
    body_snippet: row.snippet,
    meeting_urls: row.meetingUrls,
    suggested_start: row.calendarStart?.toISOString() ?? null,
    meeting_id: meetingId,
  };
}

/**
 * `GET /gmail/meetings`: scans recent mail for invites, then lists what was found. When Gmail cannot be
 * read right now (rate limit, outage) the stored list is returned, marked stale; a revoked grant is a 412.
 */
export async function listGmailMeetings({ ctx, deps = googleDeps(ctx.deps) }: { ctx: UserContext; deps?: GoogleDeps }) {
  const { userId } = ctx.actor;
  const connection = await requireConnection(ctx.db, userId);
  let stale = false;
  try {
    await scanMailbox(ctx, deps, userId, openSession(ctx, deps, connection));
  } catch (error) {
    const mapped = await toServiceError(ctx, userId, error);
    if (mapped.code !== "UPSTREAM_UNAVAILABLE") throw mapped;
    ctx.log.warn({ err: error }, "gmail scan failed; answering with stored invites");
    stale = true;
  }
  return { meetings: await storedInvites(ctx, userId), stale };
}
