import { sql } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import type { LanguageModel } from "@understudy/integrations/ai";

export const SEARCH_EMBED_QUEUE = "search.embed";
/** Finds meetings whose chunks are missing or older than their transcript, and queues them. */
export const SEARCH_EMBED_SWEEP_QUEUE = "search.embed-sweep";
export interface EmbedJobData {
  meetingId: string;
}

/** pg-boss retries 429/5xx (after the SDK's own retries) with exponential backoff; one job per meeting at a time. */
export const EMBED_JOB_OPTIONS = { retryLimit: 5, retryDelay: 10, retryBackoff: true, expireInSeconds: 600 } as const;

/**
 * Meetings with words in their transcript whose chunks are missing, of another model or size, do not reach the
 * last turn, or predate the meeting's last change (the bot finishing, an edit). The job itself decides by the
 * transcript's hash, so a false positive costs one hash and no model call. `dimensions` null: any size of the model.
 */
export async function findMeetingsToEmbed(db: Executor, embedder: Pick<LanguageModel, "embeddingModel">, dimensions: number | null, limit = 200): Promise<string[]> {
  const rows = await db.execute<{ id: string }>(sql`
    select m.id from meetings m
    cross join lateral (select max(s.seq) as last_seq from transcript_segments s where s.meeting_id = m.id) t
    where t.last_seq is not null
      and exists (select 1 from transcript_segments s where s.meeting_id = m.id and s.content ~ '[[:alnum:]]')
      and not exists (
        select 1 from transcript_chunks c
        where c.meeting_id = m.id and c.model = ${embedder.embeddingModel}
          ${dimensions === null ? sql`` : sql`and c.dimensions = ${dimensions}`}
          and c.created_at >= m.updated_at
          and c.last_segment_seq >= t.last_seq
      )
    order by m.updated_at desc
    limit ${limit}
  `);
  return rows.map((r) => r.id);
}
