import type { Passage } from "../search";
import type { AskCitation, ModelAnswer } from "./schemas";

/** A quote shown under an answer is cut to this length. */
export const MAX_QUOTE_CHARS = 280;

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\s"“”‘’'`]+/g, " ")
    .trim();

export function shortenQuote(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > MAX_QUOTE_CHARS ? `${flat.slice(0, MAX_QUOTE_CHARS - 1)}…` : flat;
}

interface Line {
  /** Who said it, when the passage is several turns ("Speaker: words" lines); null for a single turn's words. */
  speaker: string | null;
  words: string;
}

const SPEAKER_LINE = /^([^:\n]{1,80}):\s+(.+)$/;

/**
 * A passage's lines. Several turns come as one "Speaker: words" line each; a single turn is just its words
 * (and a colon in them, "Note: …", is not read as a speaker unless it is the passage's own speaker).
 */
export function linesOf(passage: Pick<Passage, "text" | "speaker">): Line[] {
  const raw = passage.text.split(/\r?\n/).filter((l) => l.trim());
  const parsed = raw.map((l) => SPEAKER_LINE.exec(l.trim()));
  const prefixed = parsed.every(Boolean) && (raw.length > 1 || parsed[0]?.[1] === passage.speaker);
  return raw.map((l, i) => {
    const m = parsed[i];
    return prefixed && m ? { speaker: (m[1] ?? "").trim(), words: (m[2] ?? "").trim() } : { speaker: null, words: l.trim() };
  });
}

/**
 * The words to show for a citation and who said them: the model's quote when it really occurs in the passage
 * (a "Speaker:" prefix it copied is dropped), otherwise the cited speaker's line of the passage.
 */
export function quoteFor(quote: string, passage: Pick<Passage, "text" | "speaker">): { quote: string; speaker: string; verified: boolean } {
  const lines = linesOf(passage);
  let q = quote.trim().replace(/^["“”']+|["“”']+$/g, "");
  const prefix = SPEAKER_LINE.exec(q);
  if (prefix && lines.some((l) => l.speaker === prefix[1]?.trim())) q = (prefix[2] ?? "").trim();
  const wanted = normalise(q);
  const line = wanted ? lines.find((l) => normalise(l.words).includes(wanted)) : undefined;
  if (line) return { quote: shortenQuote(q), speaker: line.speaker ?? passage.speaker, verified: true };
  const own = lines.find((l) => l.speaker === passage.speaker) ?? lines[0];
  return { quote: shortenQuote(own?.words ?? passage.text), speaker: passage.speaker, verified: false };
}

/** A citation as the server resolved it, before it is pinned to its transcript turn. */
export interface ResolvedCitation extends AskCitation {
  /** The quote was found in the passage, so it can be looked up in the transcript. */
  verified: boolean;
}

/**
 * The model's citations as links into the transcript. Only indexes of passages that were actually sent
 * survive (1-based, in range, integers); repeats collapse to the first. A quote is kept only if it really
 * occurs in the passage, so a citation never shows words nobody said.
 */
export function resolveCitations(cited: ModelAnswer["citations"], passages: readonly Passage[]): ResolvedCitation[] {
  const seen = new Set<number>();
  const out: ResolvedCitation[] = [];
  for (const { passage: index, quote } of cited) {
    if (!Number.isInteger(index) || index < 1 || index > passages.length || seen.has(index)) continue;
    seen.add(index);
    const passage = passages[index - 1];
    if (!passage) continue;
    const said = quoteFor(quote, passage);
    out.push({
      meeting_id: passage.meetingId,
      meeting_title: passage.meetingTitle,
      scheduled_at: passage.scheduledAt,
      segment_id: passage.segmentId,
      speaker: said.speaker,
      start_seconds: passage.startSeconds,
      quote: said.quote,
      link: passage.href,
      verified: said.verified,
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
