import type { UserContext } from "../context";
import type { SearchFilters } from "./filters";
import { transcriptHref } from "./links";
import { retrieve, type Size } from "./retrieve";
import { passageKey, shownRows } from "./shown";

/** A piece of one of the user's meetings that answers a query, with what a citation needs. */
export interface Passage {
  meetingId: string;
  meetingTitle: string;
  /** ISO timestamp of the meeting. */
  scheduledAt: string;
  /** The transcript turn to cite and link to. */
  segmentId: string;
  speaker: string;
  startSeconds: number;
  /** The words to read: the passage's few consecutive turns, one "Speaker: words" line each. */
  text: string;
  /** Higher is better; comparable only within one call. */
  score: number;
  /** Which rankings found it: full text, embeddings, or both (always set by retrievePassages). */
  matchedBy?: ("text" | "semantic")[];
  /** Cosine similarity of the query and the passage's chunk, where semantic search ran and found it. */
  similarity?: number | null;
  /** `/meetings/{id}#t=<floor seconds>`: where the transcript viewer opens at this turn. */
  href: string;
  /** The passage's turns, by position in the transcript (inclusive). */
  firstSeq?: number;
  lastSeq?: number;
}

export interface RetrieveArgs {
  ctx: UserContext;
  /** Free text, a question or keywords: any word counts, passages with more (and rarer) words rank higher. */
  query: string;
  limit?: number;
  filters?: SearchFilters;
}

export const DEFAULT_PASSAGES = 8;
export const MAX_PASSAGES = 50;

/** `limit` meetings and `limit` passages: within one meeting all its best ones, across meetings shared by score (`arrange`). */
export const sizeFor = (filters: SearchFilters, limit: number): Size => ({ meetings: limit, passages: limit, within: filters.meetingIds?.length === 1 });

/**
 * The best passages for a question (what Ask answers from): the same retriever, in the same order, as Search
 * shows them (meeting by meeting, each meeting's passages best first), so both cite the same moments. Scoped to
 * the actor in every statement: it never returns another user's words.
 */
export async function retrievePassages({ ctx, query, limit = DEFAULT_PASSAGES, filters = {} }: RetrieveArgs): Promise<Passage[]> {
  const q = query.replaceAll("\u0000", "").trim();
  const size = Math.min(Math.max(1, Math.floor(limit)), MAX_PASSAGES);
  if (!q) return [];
  const { meetings } = await retrieve(ctx, q, filters, sizeFor(filters, size));
  const chosen = meetings.flatMap((m) => m.passages).slice(0, size);
  const shown = await shownRows(ctx, { passages: chosen, meetingIds: [...new Set(chosen.map((p) => p.meetingId))], text: true });
  return chosen.flatMap((p): Passage[] => {
    const t = shown.passages.get(passageKey(p.meetingId, p.firstSeq));
    const m = shown.meetings.get(p.meetingId);
    if (!t || !m) return [];
    const startSeconds = Number(t.start_seconds);
    return [
      {
        meetingId: p.meetingId,
        meetingTitle: m.title,
        scheduledAt: m.scheduledAt,
        segmentId: t.segment_id,
        speaker: t.speaker,
        startSeconds,
        text: t.text ?? "",
        score: p.score,
        matchedBy: p.matchedBy,
        similarity: p.similarity,
        href: transcriptHref(p.meetingId, startSeconds),
        firstSeq: p.firstSeq,
        lastSeq: p.lastSeq,
      },
    ];
  });
}
