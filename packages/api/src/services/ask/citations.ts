import type { Passage } from "../search";
import type { AskCitation, ModelAnswer } from "./schemas";

/** A quote shown under an answer is cut to this length. */
export const MAX_QUOTE_CHARS = 280;

const normalise = (text: string) => text.toLowerCase().replace(/[\s"“”‘’'`]+/g, " ").trim();

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > MAX_QUOTE_CHARS ? `${flat.slice(0, MAX_QUOTE_CHARS - 1)}…` : flat;
}

/**
 * The model's citations as links into the transcript. Only indexes of passages that were actually sent
 * survive (1-based, in range, integers); repeats collapse to the first. A quote is kept only if it really
 * occurs in the passage, so a citation never shows words nobody said.
 */
export function resolveCitations(cited: ModelAnswer["citations"], passages: readonly Passage[]): AskCitation[] {
  const seen = new Set<number>();
  const out: AskCitation[] = [];
  for (const { passage: index, quote } of cited) {
    if (!Number.isInteger(index) || index < 1 || index > passages.length || seen.has(index)) continue;
    seen.add(index);
    const passage = passages[index - 1];
    if (!passage) continue;
    const said = quote.trim() && normalise(passage.text).includes(normalise(quote)) ? quote : passage.text;
    out.push({
      meeting_id: passage.meetingId,
      meeting_title: passage.meetingTitle,
      scheduled_at: passage.scheduledAt,
      segment_id: passage.segmentId,
      speaker: passage.speaker,
      start_seconds: passage.startSeconds,
      quote: shorten(said),
      link: passage.href,
    });
  }
  return out;
}

/** Passage markers such as "[2]" or "[1, 3]" mean nothing to the reader (the citations are listed apart). */
export function stripMarkers(answer: string): string {
  return answer
    .replace(/\s*\[(?:passage\s*)?\d+(?:\s*[,;]\s*(?:passage\s*)?\d+)*\]/gi, "")
    .replace(/\s+([.,;:!?])/g, "$1")
    .trim();
}
