import type { AttendanceEntry, ExportDocument } from "../document";
import { formatClockTime, formatOffset } from "../time";

/** Inline text as literal Markdown: one line, with the characters that would start formatting escaped. */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[\\`*_[\]<>~|]/g, "\\$&")
    .replace(/^(\d+)([.)])(?=\s|$)/, "$1\\$2")
    .replace(/^[-+=#]/, "\\$&");
}

/** A paragraph: line breaks kept as Markdown hard breaks, each line escaped. */
function paragraph(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => escapeMarkdown(line))
    .filter(Boolean)
    .join("  \n");
}

const stamp = (seconds: number) => `\`${formatOffset(seconds)}\``;

function attendanceLine(entry: AttendanceEntry, timeZone: string): string {
  const who = `${escapeMarkdown(entry.name)}${entry.email && entry.email !== entry.name ? ` (${escapeMarkdown(entry.email)})` : ""}${entry.isHost ? " — host" : ""}`;
  const status = entry.status === "present" ? "present" : entry.status === "absent" ? "absent" : "invited";
  const times = [entry.joinedAt && `joined ${formatClockTime(entry.joinedAt, timeZone)}`, entry.leftAt && `left ${formatClockTime(entry.leftAt, timeZone)}`].filter(Boolean).join(", ");
  return `- ${who}: ${status}${times ? `, ${times}` : ""}`;
}

export function renderMarkdown(doc: ExportDocument): string {
  const { meeting } = doc;
  const out: string[] = [`# ${escapeMarkdown(meeting.title)}`, ""];
  out.push(`- **When:** ${escapeMarkdown(doc.when)}`);
  out.push(`- **Duration:** ${meeting.durationMinutes} min`);
  out.push(`- **Platform:** ${meeting.platformLabel}`);
  out.push(`- **Status:** ${meeting.statusLabel}`);
  if (meeting.meetingUrl) out.push(`- **Link:** <${meeting.meetingUrl.replace(/[<>\s]/g, (c) => encodeURIComponent(c))}>`);
  out.push("");
  if (meeting.description) out.push(paragraph(meeting.description), "");

  out.push("## Attendance", "");
  if (doc.attendance.length) out.push(...doc.attendance.map((entry) => attendanceLine(entry, doc.timeZone)));
  else if (doc.speakers.length) out.push(`No attendance was captured. Speakers in the transcript: ${doc.speakers.map(escapeMarkdown).join(", ")}.`);
  else out.push("No attendance was captured.");
  out.push("");

  out.push("## Summary", "");
  const { summary } = doc;
  if (!summary) out.push("No summary yet.", "");
  else {
    if (summary.gist) out.push(`> ${escapeMarkdown(summary.gist)}`, "");
    if (summary.overview.trim()) out.push(paragraph(summary.overview), "");
    if (summary.keyPoints.length) {
      out.push("### Key points", "", ...summary.keyPoints.map((k) => `- ${escapeMarkdown(k.point)} ${stamp(k.at)}`), "");
    }
    if (summary.actionItems.length) {
      out.push(
        "### Action items",
        "",
        ...summary.actionItems.map((a) => {
          const meta = [a.owner && `owner: ${escapeMarkdown(a.owner)}`, a.due && `due: ${escapeMarkdown(a.due)}`].filter(Boolean).join(", ");
          return `- [ ] ${escapeMarkdown(a.task)}${meta ? ` (${meta})` : ""} ${stamp(a.at)}`;
        }),
        "",
      );
    }
    if (summary.decisions.length) {
      out.push("### Decisions", "", ...summary.decisions.map((d) => `- **${escapeMarkdown(d.decision)}**${d.context.trim() ? ` — ${escapeMarkdown(d.context)}` : ""} ${stamp(d.at)}`), "");
    }
  }

  if (doc.avatar.length) {
    out.push("## AI Avatar", "");
    for (const t of doc.avatar) {
      const why = t.sources.length ? `sources: ${t.sources.map((s) => escapeMarkdown(s.meeting_title ?? (s.kind === "talking_points" ? "talking points" : s.kind))).join(", ")}` : `rule: ${escapeMarkdown(t.reason)}`;
      out.push(`- **${escapeMarkdown(t.askedBy)}** (${formatClockTime(t.heardAt, doc.timeZone)}): ${escapeMarkdown(t.heard)}  `, `  ${t.decision === "defer" ? "Deferred to you" : t.decision === "answer" ? "Answered" : "Let pass"}${t.said ? `: ${escapeMarkdown(t.said)}` : ""} (${why})`);
    }
    out.push("");
  }

  out.push("## Transcript", "");
  if (!doc.transcript.length) out.push("No transcript yet.", "");
  for (const line of doc.transcript) out.push(`**${escapeMarkdown(line.speaker)}** ${stamp(line.start)}  `, escapeMarkdown(line.text) || "…", "");
  return `${out.join("\n").trimEnd()}\n`;
}
