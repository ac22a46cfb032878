import { sql, type SQL } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import type { UserContext } from "../context";
import { hasVectorExtension } from "./capability";
import { capturedWithin, meetingFilterSql, type SearchFilters } from "./filters";

/** A query's embedding, and which stored chunks it can be compared with. */
export interface SemanticQuery {
  vector: number[];
  model: string;
  dimensions: number;
}

/**
 * The query's embedding when semantic search can run here: enabled, pgvector installed, a model configured, and
 * the model answering in time. Anything else yields null and the caller ranks by full text alone.
 */
export async function embedQuery(ctx: UserContext, text: string): Promise<SemanticQuery | null> {
  if (!ctx.deps.config.search.semantic) return null;
  if (!(await hasVectorExtension(ctx.db))) return null;
  const embedder = ctx.deps.queryEmbedder;
  if (!embedder) return null;
  try {
    const [vector] = await embedder.embed([text]);
    if (!vector?.length || !vector.every(Number.isFinite)) return null;
    return { vector, model: embedder.embeddingModel, dimensions: vector.length };
  } catch (error) {
    ctx.log.warn({ err: error }, "query embedding failed; searching full text only");
    return null;
  }
}

export interface ChunkHit extends Record<string, unknown> {
  chunk_id: string;
  meeting_id: string;
  first_segment_seq: number;
  last_segment_seq: number;
  text: string;
  similarity: number;
}

/** The cast the HNSW index of migration 0009 is built on; the size is a literal so the planner can match it. */
function asVector(dimensions: number, expression: SQL): SQL {
  return sql`(${expression})::vector(${sql.raw(String(Math.trunc(dimensions)))})`;
}

/**
 * The user's chunks nearest to the query by cosine distance, within the filters, nearest first. The user is in the
 * SQL (chunks and meetings both); the index is the HNSW one where it applies, with iterative scanning so that
 * filtering by user still fills the list (pgvector ≥ 0.8; older versions ignore the setting).
 */
export async function nearestChunks(
  db: Executor,
  args: { userId: string; query: SemanticQuery; filters: SearchFilters; limit: number; cutoff: Date | null },
): Promise<ChunkHit[]> {
  const { userId, query, filters, limit, cutoff } = args;
  const literal = `[${query.vector.join(",")}]`;
  const distance = sql`${asVector(query.dimensions, sql`c.embedding`)} <=> ${asVector(query.dimensions, sql`${literal}`)}`;
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('hnsw.iterative_scan', 'relaxed_order', true), set_config('hnsw.ef_search', '100', true)`);
    return tx.execute<ChunkHit>(sql`
      select c.id as chunk_id, c.meeting_id, c.first_segment_seq, c.last_segment_seq, c.text, (1 - (${distance}))::float8 as similarity
      from transcript_chunks c
      join meetings m on m.id = c.meeting_id and m.user_id = ${userId}
      where c.user_id = ${userId} and c.model = ${query.model} and c.dimensions = ${sql.raw(String(Math.trunc(query.dimensions)))}
        and ${meetingFilterSql(filters, userId)} and ${capturedWithin("c", cutoff)}
      order by ${distance}
      limit ${limit}
    `);
  });
  // relaxed_order may return neighbours slightly out of order.
  return [...rows].map((r) => ({ ...r, similarity: Number(r.similarity) })).sort((a, b) => b.similarity - a.similarity);
}
