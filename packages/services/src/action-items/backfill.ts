import { sql } from "drizzle-orm";
import type { ServiceContext } from "../context";
import { SummaryContent } from "../summaries/schemas";
import { syncSummaryActionItems } from "./sync";

const BATCH = 200;

interface Pending extends Record<string, unknown> {
  id: string;
  meeting_id: string;
  user_id: string;
  content: unknown;
}

/**
 * Rows for summaries stored before action items were records (decisions/070): each meeting whose current ready
 * summary names tasks but has no row from a summary yet is synced as summary.generate would have, a batch at a
 * time. Idempotent: a synced meeting has rows and is not picked again.
 */
export async function backfillActionItems(ctx: ServiceContext, maxBatches = 50): Promise<number> {
  let synced = 0;
  for (let batch = 0; batch < maxBatches; batch++) {
    const rows = await ctx.db.execute<Pending>(sql`
      select s.id, s.meeting_id, s.user_id, s.content
      from meetings m
      cross join lateral (
        select ms.id, ms.meeting_id, ms.user_id, ms.content from meeting_summaries ms
        where ms.meeting_id = m.id and ms.status = 'ready' order by ms.version desc limit 1
      ) s
      where m.capture_deleted_at is null
        and jsonb_typeof(s.content->'action_items') = 'array' and jsonb_array_length(s.content->'action_items') > 0
        and not exists (select 1 from action_items a where a.meeting_id = m.id and a.source = 'summary')
      limit ${BATCH}`);
    let progressed = 0;
    for (const row of rows) {
      const content = SummaryContent.safeParse(row.content);
      if (!content.success) continue;
      const written = await ctx.db.transaction((tx) =>
        syncSummaryActionItems(tx, { summaryId: row.id, meetingId: row.meeting_id, userId: row.user_id, content: content.data, now: ctx.clock.now() }),
      );
      if (written > 0) progressed++;
    }
    synced += progressed;
    // A batch of summaries that yielded no row (unreadable content) would be picked again: stop instead of looping.
    if (rows.length < BATCH || progressed === 0) break;
  }
  if (synced) ctx.log.info({ synced }, "action items backfilled");
  return synced;
}
