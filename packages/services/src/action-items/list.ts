import { sql, type SQL } from "drizzle-orm";
import type { UserContext } from "../context";
import { captureCutoff } from "../privacy/policy";
import { containsPattern } from "../search/filters";
import { transcriptHref } from "../search/links";
import type { ActionItem, ActionItemsResponse, ListActionItemsInput } from "./schemas";

export interface ActionItemRowOut extends Record<string, unknown> {
  id: string;
  meeting_id: string;
  meeting_title: string;
  scheduled_at: string | Date;
  text: string;
  owner_name: string | null;
  owner_is_user: boolean;
  due_text: string | null;
  due_date: string | null;
  status: "open" | "done";
  done_at: string | Date | null;
  source: "summary" | "avatar";
  edited_at: string | Date | null;
  start_seconds: number | string;
}

/** The columns every read of an item selects, `a` the item and `m` its meeting. */
export const ITEM_COLUMNS = sql`a.id, a.meeting_id, m.title as meeting_title, m.scheduled_at, a.text, a.owner_name, a.owner_is_user,
  a.due_text, a.due_date::text as due_date, a.status, a.done_at, a.source, a.edited_at, a.start_seconds`;

export function itemResponse(r: ActionItemRowOut): ActionItem {
  const seconds = Number(r.start_seconds);
  const at = Number.isFinite(seconds) && seconds >= 0 ? seconds : 0;
  return {
    id: r.id,
    meeting_id: r.meeting_id,
    meeting_title: r.meeting_title,
    scheduled_at: new Date(r.scheduled_at).toISOString(),
    text: r.text,
    owner: r.owner_name,
    owner_is_user: r.owner_is_user,
    due: r.due_text,
    due_date: r.due_date,
    status: r.status,
    done_at: r.done_at ? new Date(r.done_at).toISOString() : null,
    source: r.source,
    edited: r.edited_at !== null,
    start_seconds: at,
    link: transcriptHref(r.meeting_id, at),
  };
}

/**
 * The user's action items (docs/product.md, "My action items"): open first, then by due date with undated
 * ones last, then in the order they were written (a summary's in its own order). Meetings past the owner's
 * retention show none, as their summary does.
 */
export async function listActionItems({ ctx, input }: { ctx: UserContext; input: ListActionItemsInput }): Promise<ActionItemsResponse> {
  const userId = ctx.actor.userId;
  const cutoff = await captureCutoff(ctx.db, userId, ctx.clock.now());
  const where: SQL[] = [sql`a.user_id = ${userId}`];
  const meetingWhere: SQL[] = [sql`m.id = a.meeting_id`, sql`m.user_id = ${userId}`, sql`m.capture_deleted_at is null`];
  if (input.owner?.toLowerCase() === "me") where.push(sql`a.owner_is_user`);
  else if (input.owner) where.push(sql`a.owner_name ilike ${containsPattern(input.owner)}`);
  if (input.status) where.push(sql`a.status = ${input.status}`);
  if (input.meeting_id) where.push(sql`a.meeting_id = ${input.meeting_id}`);
  if (input.due) where.push(sql`(a.due_text ilike ${containsPattern(input.due)} or a.due_date::text like ${containsPattern(input.due)})`);
  if (input.has_due === true) where.push(sql`(a.due_date is not null or nullif(btrim(a.due_text), '') is not null)`);
  if (input.has_due === false) where.push(sql`(a.due_date is null and nullif(btrim(a.due_text), '') is null)`);
  if (cutoff) meetingWhere.push(sql`m.scheduled_at >= ${cutoff.toISOString()}::timestamptz`);
  if (input.from) meetingWhere.push(sql`m.scheduled_at >= ${`${input.from}T00:00:00Z`}::timestamptz`);
  if (input.to) meetingWhere.push(sql`m.scheduled_at < (${`${input.to}T00:00:00Z`}::timestamptz + interval '1 day')`);
  // In the index's order (status, due date with undated last, then creation), so a page reads about a page: each
  // item's meeting is looked up by its key (`offset 0` keeps the planner from joining the user's every meeting).
  const rows = await ctx.db.execute<ActionItemRowOut>(sql`
    select ${ITEM_COLUMNS}
    from action_items a
    cross join lateral (select m.title, m.scheduled_at from meetings m where ${sql.join(meetingWhere, sql` and `)} offset 0) m
    where ${sql.join(where, sql` and `)}
    order by a.status, a.due_date, a.created_at, a.id
    limit ${input.limit + 1} offset ${input.offset}
  `);
  const more = rows.length > input.limit;
  return { items: rows.slice(0, input.limit).map(itemResponse), limit: input.limit, offset: input.offset, next_offset: more ? input.offset + input.limit : null };
}
