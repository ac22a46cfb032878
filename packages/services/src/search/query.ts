import type { MeetingPlatform } from "@understudy/db/schema";
import type { UserContext } from "../context";
import { captureCutoff } from "../privacy/policy";
import { searchEnv } from "./env";
import type { SearchFilters } from "./filters";
import { meetingHeadlines, semanticMatches, summaryMatches } from "./matches";
import { reciprocalRankFusion } from "./rrf";
import type { SearchInput, SearchResponse } from "./schemas";
import { embedQuery, nearestChunks } from "./semantic";
import { textRankedMeetings } from "./text-rank";

/** Nearest chunks read to find the semantic list's meetings (several chunks of one meeting are usual). */
const CANDIDATE_CHUNKS = 100;

/**
 * The search box: the actor's meetings matching the query, best first, each with highlighted matches that link
 * into the transcript. Full text covers titles, descriptions, transcripts and the latest summaries. Where the
 * database has pgvector and an embedding model is configured, meetings whose transcript chunks are close in
 * meaning (at least SEARCH_MIN_SIMILARITY) are fused in by reciprocal rank fusion (`mode: "hybrid"`); otherwise
 * full text ranks alone (`mode: "text"`).
 */
export async function searchMeetings({ ctx, input }: { ctx: UserContext; input: SearchInput }): Promise<SearchResponse> {
  const q = input.q.trim();
  if (!q) return { query: q, mode: "text", results: [] };
  const filters: SearchFilters = { from: input.from, to: input.to, platform: input.platform, participant: input.participant };

  // Each ranking brings its top page; reciprocal rank fusion merges the two.
  const [text, semantic] = await Promise.all([textRankedMeetings(ctx, q, filters, input.limit), embedQuery(ctx, q)]);
  const minSimilarity = searchEnv().SEARCH_MIN_SIMILARITY;
  const cutoff = semantic ? await captureCutoff(ctx.db, ctx.actor.userId, ctx.clock.now()) : null;
  const near = semantic ? (await nearestChunks(ctx.db, { userId: ctx.actor.userId, query: semantic, filters, limit: CANDIDATE_CHUNKS, cutoff })).filter((c) => c.similarity >= minSimilarity) : [];

  // A meeting's place in the semantic list is that of its nearest chunk.
  const nearestOf = new Map<string, (typeof near)[number]>();
  for (const c of near) if (nearestOf.size < input.limit && !nearestOf.has(c.meeting_id)) nearestOf.set(c.meeting_id, c);
  const fused = reciprocalRankFusion([text.map((m) => m.id), [...nearestOf.keys()]]).slice(0, input.limit);
  if (fused.length === 0) return { query: q, mode: semantic ? "hybrid" : "text", results: [] };

  const textOf = new Map(text.map((m) => [m.id, m]));
  const ids = fused.map((f) => f.key);
  const meaningOnly = ids.filter((id) => !textOf.has(id));
  const [headlines, summaries, nearby] = await Promise.all([
    meetingHeadlines(ctx, q, meaningOnly),
    summaryMatches(ctx, q, ids.filter((id) => textOf.get(id)?.summaryHit)),
    semanticMatches(
      ctx,
      q,
      meaningOnly.flatMap((id) => {
        const c = nearestOf.get(id);
        return c ? [{ key: c.chunk_id, meetingId: id, firstSeq: c.first_segment_seq, lastSeq: c.last_segment_seq }] : [];
      }),
    ),
  ]);

  return {
    query: q,
    mode: semantic ? "hybrid" : "text",
    results: fused.flatMap((f) => {
      const t = textOf.get(f.key);
      const h = t ?? headlines.get(f.key);
      if (!h) return [];
      return [
        {
          meeting_id: f.key,
          title: h.title,
          description: h.description,
          scheduled_at: h.scheduledAt,
          platform: h.platform as MeetingPlatform,
          score: semantic ? f.score : (t?.score ?? 0),
          match_count: t?.hits ?? 0,
          matched_by: [...(f.ranks[0] ? (["text"] as const) : []), ...(f.ranks[1] ? (["semantic"] as const) : [])],
          matches: [...(t?.matches ?? nearby.get(f.key) ?? []), ...(summaries.get(f.key) ?? [])],
        },
      ];
    }),
  };
}
