/**
 * Reads the transcript the app puts in a prompt. One segment per line, `[t=<seconds>] <Speaker>: <text>`
 * (the app's prompt format, which also reads naturally to a real model).
 */
export interface TranscriptLine {
  t: number;
  speaker: string;
  text: string;
}

const LINE = /^\[t=(\d+(?:\.\d+)?)\]\s+([^:\n]{1,120}?):\s+(.+)$/gm;

export function parseTranscriptLines(content: string): TranscriptLine[] {
  const lines: TranscriptLine[] = [];
  for (const match of content.matchAll(LINE)) {
    const [, t = "0", speaker = "", text = ""] = match;
    lines.push({ t: Number(t), speaker: speaker.trim(), text: text.trim() });
  }
  return lines;
}

export interface Sentence {
  t: number;
  speaker: string;
  text: string;
  /** The sentence spoken just before, for a decision's context. */
  previous: string | null;
}

/** Splits each line into sentences; unpunctuated speech is cut every ~30 words so nothing is unbounded. */
export function sentencesOf(lines: TranscriptLine[]): Sentence[] {
  const out: Sentence[] = [];
  let previous: string | null = null;
  for (const line of lines) {
    for (const raw of line.text.split(/(?<=[.!?。！？])\s+/u)) {
      const words = raw.trim().split(/\s+/u).filter(Boolean);
      for (let i = 0; i < words.length; i += 30) {
        const text = words.slice(i, i + 30).join(" ");
        if (!text) continue;
        out.push({ t: line.t, speaker: line.speaker, text, previous });
        previous = text;
      }
    }
  }
  return out;
}
