import { and, asc, desc, eq, gt, ilike, inArray, lte, or, sql, type Placeholder, type SQL, type Subquery } from "drizzle-orm";
import type { Database } from "@understudy/db";
import { meetings } from "@understudy/db/schema";
import type { UserContext } from "../context";
import { preparedRows } from "../lib/prepared";
import { toMeetingResponse, type ListMeetingsInput, type MeetingResponseColumns } from "./schemas";
import { latestOverviewOf } from "./summary-text";

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A subquery's columns as a selection more fields can join (drizzle has no `page.*, x`). */
function columnsOf<T extends Record<string, unknown>>(sq: Subquery<string, T>): T {
  return Object.fromEntries(Object.keys(sq._.selectedFields).map((key) => [key, (sq as unknown as T)[key]])) as T;
}

/**
 * What a listed meeting shows, and nothing else: the rest of the row (attendees as JSON, the calendar's keys,
 * the owner) would be read, sent, parsed and mapped on every request only to be dropped.
 */
const responseColumns = {
  id: meetings.id,
  title: meetings.title,
  description: meetings.description,
  scheduledAt: meetings.scheduledAt,
  durationMinutes: meetings.durationMinutes,
  meetingUrl: meetings.meetingUrl,
  platform: meetings.platform,
  status: meetings.status,
  botAttended: meetings.botAttended,
  botCover: meetings.botCover,
  summary: meetings.summary,
  source: meetings.source,
  createdAt: meetings.createdAt,
  updatedAt: meetings.updatedAt,
} satisfies { [K in keyof MeetingResponseColumns]: unknown };

/**
 * The page first, in index order, cut by LIMIT/OFFSET; then each of its rows' summary text. Selected beside the
 * scan, the summary lookup would also run for every row OFFSET skips. The outer ORDER BY restates the page's
 * order, which the planner already has from the subquery, so it costs no sort.
 */
function pageQuery(db: Database, where: SQL | undefined, direction: typeof asc, limit: number | Placeholder, offset: number | Placeholder) {
  const page = db
    .select(responseColumns)
    .from(meetings)
    .where(where)
    .orderBy(direction(meetings.scheduledAt), direction(meetings.id))
    .limit(limit)
    .offset(offset)
    .as("page");
  const latest = latestOverviewOf(db, page.id);
  return db
    .select({ ...columnsOf(page), summaryText: sql<string | null>`coalesce(${latest.overview}, ${page.summary})` })
    .from(page)
    .leftJoinLateral(latest, sql`true`)
    .orderBy(direction(page.scheduledAt), direction(page.id));
}

export async function listMeetings({ ctx, input }: { ctx: UserContext; input: ListMeetingsInput }) {
  const { q, status, upcoming, past, future, open, order, limit, offset } = input;
  if (!q && !status && !upcoming && !past && !future && !open && order === "desc") {
    const rows = await preparedRows<Awaited<ReturnType<typeof pageQuery>>[number]>(ctx.db, "meetings_list_latest", () =>
      pageQuery(ctx.db, eq(meetings.userId, sql.placeholder("userId")), desc, sql.placeholder("limit"), sql.placeholder("offset")),
    ).execute({ userId: ctx.actor.userId, limit, offset });
    return rows.map((r) => toMeetingResponse(r, r.summaryText));
  }
  const filters: (SQL | undefined)[] = [eq(meetings.userId, ctx.actor.userId)];
  if (status) filters.push(eq(meetings.status, status));
  if (upcoming) filters.push(eq(meetings.status, "scheduled"), gt(meetings.scheduledAt, ctx.clock.now()));
  if (past) filters.push(lte(meetings.scheduledAt, ctx.clock.now()));
  if (future) filters.push(gt(meetings.scheduledAt, ctx.clock.now()));
  if (open) filters.push(inArray(meetings.status, ["scheduled", "in_progress"]));
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    filters.push(or(ilike(meetings.title, pattern), ilike(meetings.description, pattern)));
  }
  const rows = await pageQuery(ctx.db, and(...filters), order === "asc" ? asc : desc, limit, offset);
  return rows.map((r) => toMeetingResponse(r, r.summaryText));
}
