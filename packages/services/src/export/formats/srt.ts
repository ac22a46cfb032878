import type { ExportDocument } from "../document";
import { formatCueTime } from "../time";
import { buildCues } from "./cues";

// SRT has no escaping: only an arrow could be mistaken for a timing line, so it is written as a plain one.
const safe = (text: string) => text.replaceAll("-->", "→");

/** SubRip: numbered cues, "HH:MM:SS,mmm --> HH:MM:SS,mmm", the speaker before the words, a blank line between. */
export function renderSrt(doc: ExportDocument): string {
  const blocks = buildCues(doc.transcript).map((cue, i) => {
    const [first = "", ...rest] = cue.lines;
    const text = [`${cue.speaker}: ${first}`, ...rest].map(safe).join("\n");
    return `${i + 1}\n${formatCueTime(cue.start / 1000, ",")} --> ${formatCueTime(cue.end / 1000, ",")}\n${text}\n`;
  });
  return blocks.join("\n");
}
