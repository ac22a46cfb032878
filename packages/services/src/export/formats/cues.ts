import type { TranscriptLine } from "../document";

/** Subtitle conventions: at most two lines of 42 characters on screen at once. */
export const MAX_LINE_CHARS = 42;
export const MAX_CUE_LINES = 2;
/** A turn with no duration still stays on screen long enough to be read. */
const MIN_TURN_MS = 1000;

export interface Cue {
  /** Milliseconds from the start of the meeting; end > start, starts never go backwards. */
  start: number;
  end: number;
  speaker: string;
  lines: string[];
}

/** Greedy word wrap; a single word longer than a line gets a line of its own. */
export function wrapWords(words: string[], width = MAX_LINE_CHARS): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of words) {
    if (current && current.length + 1 + word.length > width) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) lines.push(current);
  return lines;
}

/** Words of one turn cut into pieces that each fit one cue. */
function chunkWords(words: string[]): string[][] {
  const chunks: string[][] = [];
  let current: string[] = [];
  for (const word of words) {
    if (current.length && wrapWords([...current, word]).length > MAX_CUE_LINES) {
      chunks.push(current);
      current = [];
    }
    current.push(word);
  }
  if (current.length) chunks.push(current);
  return chunks;
}

/**
 * Transcript turns as subtitle cues: long turns are split into screen-sized cues whose times share the
 * turn's span in proportion to their length. Empty turns are dropped.
 */
export function buildCues(transcript: TranscriptLine[]): Cue[] {
  const cues: Cue[] = [];
  let floor = 0;
  for (const line of transcript) {
    const words = line.text.split(/\s+/).filter(Boolean);
    if (!words.length) continue;
    const chunks = chunkWords(words);
    const start = Math.max(Math.round(line.start * 1000), floor);
    const end = Math.max(Math.round(line.end * 1000), start + MIN_TURN_MS);
    const weights = chunks.map((c) => c.join(" ").length);
    const total = weights.reduce((a, b) => a + b, 0);
    let done = 0;
    let cueStart = start;
    chunks.forEach((chunk, i) => {
      done += weights[i] ?? 0;
      const cueEnd = Math.max(Math.round(start + ((end - start) * done) / total), cueStart + 1);
      cues.push({ start: cueStart, end: cueEnd, speaker: line.speaker, lines: wrapWords(chunk) });
      cueStart = cueEnd;
    });
    floor = cues.at(-1)?.start ?? floor;
  }
  return cues;
}
