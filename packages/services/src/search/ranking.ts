/**
 * Every knob of the retriever's ranking in one place, tuned on QMSum's train split in memory
 * (bench/src/search/tune.ts over the lexemes PostgreSQL computes) and reported on validation by pnpm bench:search.
 */
export interface Ranking {
  /** Turns per passage. */
  window: number;
  /** Okapi BM25's term saturation and length normalisation. */
  k1: number;
  b: number;
  /** What a query word in a turn's speaker label counts for, next to each occurrence in its words (1). */
  speaker: number;
  /** What a word that usually only asks ("discussed", "agreed": QUESTION_WORDS) weighs next to any other word (1). */
  questionWord: number;
  /** Turns left free between two passages of one meeting (0: they only may not overlap). */
  gap: number;
  /** Weight of a chunk's similarity (divided by the query's best) added to a passage's BM25 (divided by the best). */
  semantic: number;
  /** A meeting's next passages count geometrically: best + nextPassage × second + nextPassage² × third … */
  nextPassage: number;
  /** Weight of the meeting's whole-transcript evidence (meetingEvidence, divided by the query's best). */
  meetingTerms: number;
  /** Saturation of a word's count over a whole meeting. */
  meetingK1: number;
  /** Weights of the meeting's title and latest summary (ts_rank). */
  title: number;
  summary: number;
  /**
   * Across meetings the passage slots go to the passages of the listed meetings by score, each further passage of a
   * meeting discounted by this per passage it already shows (1: by score alone).
   */
  shareDecay: number;
}

export const RANKING: Ranking = {
  window: 10,
  k1: 1.2,
  b: 0.75,
  speaker: 1,
  questionWord: 0.1,
  gap: 0,
  semantic: 0.15,
  nextPassage: 0.5,
  meetingTerms: 0.5,
  meetingK1: 3,
  title: 2,
  summary: 1,
  shareDecay: 0.85,
};
