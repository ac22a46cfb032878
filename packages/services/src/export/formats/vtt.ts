import type { ExportDocument } from "../document";
import { formatCueTime } from "../time";
import { buildCues } from "./cues";

/** Cue text is HTML-like in WebVTT: &, < and > must be character references (this also rules out "-->"). */
export const escapeVtt = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/** WebVTT: a header, a note naming the meeting, numbered cues with "HH:MM:SS.mmm" times and the speaker as a voice span. */
export function renderVtt(doc: ExportDocument): string {
  const title = doc.meeting.title.replace(/\s+/g, " ").replaceAll("-->", "→");
  const blocks = [`WEBVTT`, `NOTE ${title} — ${doc.when.replaceAll("-->", "→")}`];
  buildCues(doc.transcript).forEach((cue, i) => {
    const [first = "", ...rest] = cue.lines.map(escapeVtt);
    const text = [`<v ${escapeVtt(cue.speaker)}>${first}`, ...rest].join("\n");
    blocks.push(`${i + 1}\n${formatCueTime(cue.start / 1000, ".")} --> ${formatCueTime(cue.end / 1000, ".")}\n${text}`);
  });
  return `${blocks.join("\n\n")}\n`;
}
