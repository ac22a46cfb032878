import { and, asc, desc, eq, getTableColumns, gt, ilike, or, sql, type SQL } from "drizzle-orm";
import { meetings } from "@understudy/db/schema";
import type { UserContext } from "../context";
import { prepared } from "../lib/prepared";
import { toMeetingResponse, type ListMeetingsInput } from "./schemas";
import { summaryTextSql } from "./summary-text";

const columns = { ...getTableColumns(meetings), summaryText: summaryTextSql };

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function listMeetings({ ctx, input }: { ctx: UserContext; input: ListMeetingsInput }) {
  const { q, status, upcoming, order, limit, offset } = input;
  if (!q && !status && !upcoming && order === "desc") {
    const rows = await prepared(ctx.db, "meetings_list_latest", () =>
      ctx.db
        .select(columns)
        .from(meetings)
        .where(eq(meetings.userId, sql.placeholder("userId")))
        .orderBy(desc(meetings.scheduledAt), desc(meetings.id))
        .limit(sql.placeholder("limit"))
        .offset(sql.placeholder("offset"))
        .prepare("meetings_list_latest"),
    ).execute({ userId: ctx.actor.userId, limit, offset });
    return rows.map((r) => toMeetingResponse(r, r.summaryText));
  }
  const filters: (SQL | undefined)[] = [eq(meetings.userId, ctx.actor.userId)];
  if (status) filters.push(eq(meetings.status, status));
  if (upcoming) filters.push(eq(meetings.status, "scheduled"), gt(meetings.scheduledAt, ctx.clock.now()));
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    filters.push(or(ilike(meetings.title, pattern), ilike(meetings.description, pattern)));
  }
  const direction = order === "asc" ? asc : desc;
  const rows = await ctx.db
    .select(columns)
    .from(meetings)
    .where(and(...filters))
    .orderBy(direction(meetings.scheduledAt), direction(meetings.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => toMeetingResponse(r, r.summaryText));
}
