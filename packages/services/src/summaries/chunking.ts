import { transcriptLine, type PromptSegment } from "./prompt";

/** About 10k tokens of transcript per call: well inside small models' context, big enough to keep calls few. */
export const CHUNK_CHAR_BUDGET = 40_000;
/** Map calls at most; with the merge that is ≤ 9 calls for any transcript (a 2-hour meeting included). */
export const MAX_MAP_CALLS = 8;

/** Splits one overlong turn into pieces of at most `budget` characters at word boundaries. */
function splitLine(line: string, budget: number): string[] {
  if (line.length <= budget) return [line];
  const prefix = /^\[t=\d+\] [^:]+: /.exec(line)?.[0] ?? "";
  const words = line.slice(prefix.length).split(" ");
  const pieces: string[] = [];
  let current = prefix;
  for (const word of words) {
    if (current.length + word.length + 1 > budget && current.length > prefix.length) {
      pieces.push(current.trimEnd());
      current = prefix;
    }
    current += `${word.slice(0, budget - prefix.length - 1)} `;
  }
  if (current.length > prefix.length) pieces.push(current.trimEnd());
  return pieces;
}

function pack(lines: string[], budget: number): string[][] {
  const chunks: string[][] = [];
  let current: string[] = [];
  let size = 0;
  for (const line of lines.flatMap((l) => splitLine(l, Math.floor(budget / 4)))) {
    if (size + line.length + 1 > budget && current.length) {
      chunks.push(current);
      current = [];
      size = 0;
    }
    current.push(line);
    size += line.length + 1;
  }
  if (current.length) chunks.push(current);
  return chunks;
}

/**
 * Whole speaker turns packed into chunks. When a transcript would need more than {@link MAX_MAP_CALLS}
 * chunks the budget grows instead, so the number of model calls stays bounded.
 */
export function chunkTranscript(segments: PromptSegment[], budget = CHUNK_CHAR_BUDGET): string[][] {
  const lines = segments.map(transcriptLine);
  let size = budget;
  let chunks = pack(lines, size);
  while (chunks.length > MAX_MAP_CALLS) {
    size = Math.ceil(size * 1.25);
    chunks = pack(lines, size);
  }
  return chunks;
}
