import type { MeetingPlatform } from "@understudy/db/schema";
import type { UserContext } from "../context";
import type { SearchFilters } from "./filters";
import { toParts } from "./highlight";
import { transcriptHref } from "./links";
import { highlightQuery, summaryMatches } from "./matches";
import { sizeFor } from "./passages";
import { assertOwnMeeting } from "./scope";
import { retrieve } from "./retrieve";
import { passageKey, shownRows } from "./shown";
import type { SearchInput, SearchMatch, SearchResponse } from "./schemas";

/**
 * The search box: the actor's meetings best first, each with its best passages (a few consecutive turns, cited
 * and linked at their best turn, highlighted) and the items of its latest summary that hold the words. The same
 * retriever as Ask (`retrievePassages`): any of the words count, BM25-weighted over passages, with titles,
 * summaries and, where embeddings run, chunks close in meaning fused by score (`mode: "hybrid"`).
 * `meeting_id` searches one meeting: all of its best passages.
 */
export async function searchMeetings({ ctx, input }: { ctx: UserContext; input: SearchInput }): Promise<SearchResponse> {
  const q = input.q.trim();
  if (input.meeting_id) await assertOwnMeeting(ctx, input.meeting_id);
  if (!q) return { query: q, mode: "text", results: [] };
  const filters: SearchFilters = { from: input.from, to: input.to, platform: input.platform, participant: input.participant, ...(input.meeting_id ? { meetingIds: [input.meeting_id] } : {}) };
  const { terms, mode, meetings } = await retrieve(ctx, q, filters, sizeFor(filters, input.limit));
  if (!meetings.length) return { query: q, mode, results: [] };

  const [shown, summaries] = await Promise.all([
    shownRows(ctx, { passages: meetings.flatMap((m) => m.passages), meetingIds: meetings.map((m) => m.id), highlight: highlightQuery(terms), text: false }),
    summaryMatches(
      ctx,
      terms,
      meetings.filter((m) => (m.signal?.summary ?? 0) > 0).map((m) => m.id),
    ),
  ]);

  return {
    query: q,
    mode,
    results: meetings.flatMap((m) => {
      const h = shown.meetings.get(m.id);
      if (!h) return [];
      const passages = m.passages.flatMap((p): SearchMatch[] => {
        const t = shown.passages.get(passageKey(m.id, p.firstSeq));
        if (!t) return [];
        const start = Number(t.start_seconds);
        return [
          {
            source: "transcript",
            segment_id: t.segment_id,
            speaker: t.speaker,
            label: null,
            start_seconds: start,
            snippet: toParts(t.snippet ?? t.content),
            href: transcriptHref(m.id, start),
            first_seq: p.firstSeq,
            last_seq: p.lastSeq,
          },
        ];
      });
      const textual = m.hits > 0 || (m.signal?.title ?? 0) > 0 || (m.signal?.summary ?? 0) > 0;
      const semantic = m.passages.some((p) => p.similarity !== null);
      return [
        {
          meeting_id: m.id,
          title: toParts(h.title),
          description: h.description === null ? null : toParts(h.description),
          scheduled_at: h.scheduledAt,
          platform: h.platform as MeetingPlatform,
          score: m.score,
          match_count: m.hits,
          matched_by: [...(textual ? (["text"] as const) : []), ...(semantic ? (["semantic"] as const) : [])],
          matches: [...passages, ...(summaries.get(m.id) ?? [])],
        },
      ];
    }),
  };
}
