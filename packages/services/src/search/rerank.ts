import { sql } from "drizzle-orm";
import type { UserContext } from "../context";
import type { RetrievedMeeting, RetrievedPassage } from "./retrieve";
import { intArray, uuidArray } from "./sql-arrays";

/** A passage's words as the judge reads them (the meeting's title first); longer passages are cut here. */
const MAX_DOCUMENT_CHARS = 2000;

export interface Candidate {
  meeting: number;
  passage: RetrievedPassage;
}

/**
 * The rerank stage (`SEARCH_RERANK`): the `SEARCH_RERANK_CANDIDATES` passages the fusion ranked highest, across
 * all meetings found, re-scored for the question by `ctx.deps.reranker`; those come first in the judge's order and
 * everything else keeps its order after them. Without a reranker nothing is called; on any error or timeout the
 * lexical order is kept and the failure logged (a search never fails for it). Search and Ask both come through
 * here with the same candidates, so they cite the same passages for the same question.
 */
export async function rerankMeetings(ctx: UserContext, query: string, meetings: RetrievedMeeting[]): Promise<RetrievedMeeting[]> {
  const reranker = ctx.deps.reranker;
  if (!reranker) return meetings;
  const candidates = rerankCandidates(meetings, reranker.candidates);
  if (candidates.length < 2) return meetings;
  const started = Date.now();
  try {
    const documents = await candidateTexts(ctx, candidates);
    const scores = await reranker.rerank(query, documents);
    if (scores.length !== candidates.length) throw new Error(`The reranker scored ${scores.length} of ${candidates.length} passages`);
    ctx.log.debug({ reranker: reranker.name, candidates: candidates.length, ms: Date.now() - started }, "search reranked");
    return applyRerank(meetings, candidates, scores);
  } catch (error) {
    ctx.log.warn({ err: error, reranker: reranker.name, candidates: candidates.length, ms: Date.now() - started }, "search rerank failed; keeping the lexical order");
    return meetings;
  }
}

/** The `n` best passages across meetings by fused score (ties: the meeting's rank, then the passage's). */
export function rerankCandidates(meetings: readonly RetrievedMeeting[], n: number): Candidate[] {
  return meetings
    .flatMap((m, meeting) => m.passages.map((passage, k) => ({ meeting, k, passage })))
    .sort((a, b) => b.passage.score - a.passage.score || a.meeting - b.meeting || a.k - b.k)
    .slice(0, n)
    .map(({ meeting, passage }) => ({ meeting, passage }));
}

/**
 * The judge's order applied, pure: a scored candidate's score becomes 1 + its score scaled to [0, 1] within the
 * call, every other passage's its fused score scaled below 1, so candidates the judge rated come first, in its order,
 * and the rest keep theirs. Meetings holding a rated candidate come first, by their best one; the others follow in
 * their order. A score that is not finite (a passage the judge left out) counts as not rated.
 */
export function applyRerank(meetings: readonly RetrievedMeeting[], candidates: readonly Candidate[], scores: readonly number[]): RetrievedMeeting[] {
  const rated = new Map<RetrievedPassage, number>();
  const finite = scores.filter(Number.isFinite);
  if (!finite.length) return [...meetings];
  const lo = Math.min(...finite);
  const hi = Math.max(...finite);
  candidates.forEach((c, i) => {
    const s = scores[i];
    if (s !== undefined && Number.isFinite(s)) rated.set(c.passage, 1 + (hi > lo ? (s - lo) / (hi - lo) : 1));
  });
  const maxPassage = Math.max(0, ...meetings.flatMap((m) => m.passages.map((p) => p.score))) || 1;
  const maxMeeting = Math.max(0, ...meetings.map((m) => m.score)) || 1;
  const below = 0.99;
  const rescored = meetings.map((m, order) => {
    const passages = m.passages
      .map((p, k) => ({ p: { ...p, score: rated.get(p) ?? (below * p.score) / maxPassage }, k }))
      .sort((a, b) => b.p.score - a.p.score || a.k - b.k)
      .map(({ p }) => p);
    const best = Math.max(...m.passages.map((p) => rated.get(p) ?? Number.NEGATIVE_INFINITY));
    return { meeting: { ...m, passages, score: Number.isFinite(best) ? best : (below * m.score) / maxMeeting }, rated: Number.isFinite(best), order };
  });
  return rescored
    .sort((a, b) => Number(b.rated) - Number(a.rated) || (a.rated ? b.meeting.score - a.meeting.score : 0) || a.order - b.order)
    .map((r) => r.meeting);
}

/** Each candidate's meeting title and turns, one "Speaker: words" line each, in the candidates' order. */
async function candidateTexts(ctx: UserContext, candidates: readonly Candidate[]): Promise<string[]> {
  const passages = candidates.map((c) => c.passage);
  const rows = await ctx.db.execute<{ i: number; title: string; text: string | null }>(sql`
    with p as (
      select * from unnest(${uuidArray(passages.map((p) => p.meetingId))}, ${intArray(passages.map((p) => p.firstSeq))}, ${intArray(passages.map((p) => p.lastSeq))})
        with ordinality as p (meeting_id, first_seq, last_seq, i)
    )
    select p.i, m.title,
      (select string_agg(s.speaker || ': ' || regexp_replace(s.content, '\\s+', ' ', 'g'), E'\\n' order by s.seq) from transcript_segments s
        where s.meeting_id = p.meeting_id and s.user_id = ${ctx.actor.userId} and s.seq between p.first_seq and p.last_seq) as text
    from p join meetings m on m.id = p.meeting_id and m.user_id = ${ctx.actor.userId}
  `);
  const byIndex = new Map(rows.map((r) => [Number(r.i) - 1, r]));
  return passages.map((_, i) => {
    const r = byIndex.get(i);
    return `Meeting: ${r?.title ?? ""}\n${r?.text ?? ""}`.slice(0, MAX_DOCUMENT_CHARS);
  });
}
