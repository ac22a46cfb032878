/** Strict little parsers for the subtitle exports: they throw on anything a player would trip over. */

export interface ParsedCue {
  id: string;
  start: number;
  end: number;
  text: string;
}

const toSeconds = (h: string, m: string, s: string, ms: string) => Number(h) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000;

function parseBlocks(blocks: string[], timing: RegExp, idPattern: RegExp): ParsedCue[] {
  return blocks.map((block, i) => {
    const [id = "", time = "", ...text] = block.split("\n");
    if (!idPattern.test(id)) throw new Error(`cue ${i + 1}: bad identifier ${JSON.stringify(id)}`);
    const m = timing.exec(time);
    if (!m) throw new Error(`cue ${i + 1}: bad timing line ${JSON.stringify(time)}`);
    const [, h1 = "", m1 = "", s1 = "", ms1 = "", h2 = "", m2 = "", s2 = "", ms2 = ""] = m;
    if (!text.length || text.some((line) => line.trim() === "" || line.includes("-->"))) throw new Error(`cue ${i + 1}: bad text ${JSON.stringify(text)}`);
    return { id, start: toSeconds(h1, m1, s1, ms1), end: toSeconds(h2, m2, s2, ms2), text: text.join("\n") };
  });
}

/** SubRip: "1\n00:00:01,000 --> 00:00:02,500\ntext\n" blocks separated by one blank line, numbered from 1. */
export function parseSrt(source: string): ParsedCue[] {
  if (source === "") return [];
  if (!source.endsWith("\n")) throw new Error("SRT must end with a newline");
  const body = source.trimEnd();
  if (body === "") return [];
  const cues = parseBlocks(body.split("\n\n"), /^(\d{2,}):([0-5]\d):([0-5]\d),(\d{3}) --> (\d{2,}):([0-5]\d):([0-5]\d),(\d{3})$/, /^\d+$/);
  cues.forEach((cue, i) => {
    if (cue.id !== String(i + 1)) throw new Error(`cue ${i + 1} is numbered ${cue.id}`);
  });
  return cues;
}

/** WebVTT: the WEBVTT header, optional NOTE blocks, then cues with "HH:MM:SS.mmm" times. */
export function parseVtt(source: string): ParsedCue[] {
  const [header = "", ...blocks] = source.trimEnd().split("\n\n");
  if (!/^WEBVTT(?:[ \t].*)?$/.test(header)) throw new Error(`bad header ${JSON.stringify(header)}`);
  const cues = blocks.filter((b) => !b.startsWith("NOTE"));
  for (const note of blocks.filter((b) => b.startsWith("NOTE"))) if (note.includes("-->")) throw new Error("a NOTE must not contain -->");
  const parsed = parseBlocks(cues, /^(\d{2,}):([0-5]\d):([0-5]\d)\.(\d{3}) --> (\d{2,}):([0-5]\d):([0-5]\d)\.(\d{3})$/, /^(?!.*-->).+$/);
  for (const cue of parsed) if (/&(?!amp;|lt;|gt;|nbsp;|lrm;|rlm;)|<(?!v |\/v>)/.test(cue.text)) throw new Error(`unescaped markup in ${JSON.stringify(cue.text)}`);
  return parsed;
}

/** What a subtitle file must hold to play: positive durations and start times that never go back. */
export function assertPlayable(cues: ParsedCue[]): void {
  cues.forEach((cue, i) => {
    if (!(cue.end > cue.start)) throw new Error(`cue ${i + 1} ends at ${cue.end}, not after its start ${cue.start}`);
    const previous = cues[i - 1];
    if (previous && cue.start < previous.start) throw new Error(`cue ${i + 1} starts at ${cue.start}, before cue ${i} (${previous.start})`);
  });
}
