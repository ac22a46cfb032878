import { sql, type SQL } from "drizzle-orm";
import type { UserContext } from "../context";
import { captureCutoff } from "../privacy/policy";
import { containsPattern } from "../search/filters";
import { transcriptHref } from "../search/links";
import type { ActionItemsResponse, ListActionItemsInput } from "./action-items-schemas";

interface ItemRow extends Record<string, unknown> {
  meeting_id: string;
  meeting_title: string;
  scheduled_at: string | Date;
  task: string | null;
  owner: string | null;
  due: string | null;
  ts: number | string | null;
  total: number | string;
}

/**
 * The action items of every meeting's current summary (its newest ready version, what the meeting page shows),
 * newest meeting first and in the summary's own order within one. Items carry no done state in the product, so
 * every item of a current summary is open. Meetings past the owner's retention show none, as their summary does.
 */
export async function listActionItems({ ctx, input }: { ctx: UserContext; input: ListActionItemsInput }): Promise<ActionItemsResponse> {
  const userId = ctx.actor.userId;
  const cutoff = await captureCutoff(ctx.db, userId, ctx.clock.now());
  const where: SQL[] = [];
  if (input.owner) where.push(sql`item->>'owner' ilike ${containsPattern(input.owner)}`);
  if (input.due) where.push(sql`item->>'due' ilike ${containsPattern(input.due)}`);
  if (input.has_due === true) where.push(sql`nullif(btrim(item->>'due'), '') is not null`);
  if (input.has_due === false) where.push(sql`nullif(btrim(item->>'due'), '') is null`);
  const meetingWhere: SQL[] = [sql`m.user_id = ${userId}`, sql`m.capture_deleted_at is null`];
  if (cutoff) meetingWhere.push(sql`m.scheduled_at >= ${cutoff.toISOString()}::timestamptz`);
  if (input.from) meetingWhere.push(sql`m.scheduled_at >= ${`${input.from}T00:00:00Z`}::timestamptz`);
  if (input.to) meetingWhere.push(sql`m.scheduled_at < (${`${input.to}T00:00:00Z`}::timestamptz + interval '1 day')`);
  const rows = await ctx.db.execute<ItemRow>(sql`
    with current as (
      select distinct on (ms.meeting_id) ms.meeting_id, ms.content
      from meeting_summaries ms
      where ms.user_id = ${userId} and ms.status = 'ready'
      order by ms.meeting_id, ms.version desc
    ),
    items as (
      select m.id as meeting_id, m.title as meeting_title, m.scheduled_at, i.item, i.n
      from current c
      join meetings m on m.id = c.meeting_id and ${sql.join(meetingWhere, sql` and `)}
      cross join lateral jsonb_array_elements(
        case when jsonb_typeof(c.content->'action_items') = 'array' then c.content->'action_items' else '[]'::jsonb end
      ) with ordinality as i(item, n)
      where ${where.length ? sql.join(where, sql` and `) : sql`true`}
    )
    select meeting_id, meeting_title, scheduled_at, item->>'task' as task, item->>'owner' as owner, item->>'due' as due,
      (item->>'timestamp')::float8 as ts, count(*) over () as total
    from items
    order by scheduled_at desc, meeting_id, n
    limit ${input.limit} offset ${input.offset}
  `);
  const total = rows[0] ? Number(rows[0].total) : input.offset > 0 ? await countItems() : 0;
  return {
    items: rows.map((r) => {
      const seconds = Number(r.ts ?? 0);
      return {
        meeting_id: r.meeting_id,
        meeting_title: r.meeting_title,
        scheduled_at: new Date(r.scheduled_at).toISOString(),
        task: r.task ?? "",
        owner: r.owner,
        due: r.due,
        start_seconds: Number.isFinite(seconds) ? seconds : 0,
        link: transcriptHref(r.meeting_id, Number.isFinite(seconds) ? seconds : 0),
      };
    }),
    total,
    limit: input.limit,
    offset: input.offset,
  };

  // A page past the end has no row to carry the window count: count once more without the page.
  async function countItems(): Promise<number> {
    const again = await listActionItems({ ctx, input: { ...input, offset: 0, limit: 1 } });
    return again.total;
  }
}
