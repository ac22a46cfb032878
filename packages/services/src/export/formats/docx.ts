import { AlignmentType, Document, ExternalHyperlink, Footer, HeadingLevel, Packer, PageNumber, Paragraph, TextRun } from "docx";
import type { ExportDocument } from "../document";
import { formatClockTime, formatOffset } from "../time";

// XML 1.0 cannot hold control characters other than tab and line breaks, lone surrogates or U+FFFE/U+FFFF:
// a transcript carrying one must not make Word refuse the file.
const xmlSafe = (text: string) => text.replace(/(?![\t\n\r])[\p{Cc}\p{Cs}\uFFFE\uFFFF]/gu, "");

const MUTED = "6B7280";
const run = (text: string, options: { bold?: boolean; muted?: boolean } = {}) => new TextRun({ text: xmlSafe(text), bold: options.bold, color: options.muted ? MUTED : undefined });
const heading = (text: string, level: (typeof HeadingLevel)[keyof typeof HeadingLevel] = HeadingLevel.HEADING_1) => new Paragraph({ heading: level, children: [run(text)] });
const para = (text: string, muted = false) => new Paragraph({ children: [run(text, { muted })] });
const bullet = (text: string, stamp?: number) => new Paragraph({ bullet: { level: 0 }, children: [run(text), ...(stamp === undefined ? [] : [run(`  ${formatOffset(stamp)}`, { muted: true })])] });

/** A Word document with the same sections as the PDF: headings, bullets and one paragraph per transcript turn. */
export async function renderDocx(doc: ExportDocument): Promise<Uint8Array> {
  const { meeting, summary } = doc;
  const children: Paragraph[] = [
    new Paragraph({ heading: HeadingLevel.TITLE, children: [run(meeting.title)] }),
    para(`${doc.when} · ${meeting.durationMinutes} min · ${meeting.platformLabel} · ${meeting.statusLabel}`, true),
  ];
  if (meeting.meetingUrl) {
    children.push(new Paragraph({ children: [new ExternalHyperlink({ link: meeting.meetingUrl, children: [new TextRun({ text: xmlSafe(meeting.meetingUrl), style: "Hyperlink" })] })] }));
  }
  if (meeting.description) children.push(...meeting.description.split(/\r?\n/).map((line) => para(line)));

  children.push(heading("Attendance"));
  if (doc.attendance.length) {
    for (const a of doc.attendance) {
      const times = [a.joinedAt && `joined ${formatClockTime(a.joinedAt, doc.timeZone)}`, a.leftAt && `left ${formatClockTime(a.leftAt, doc.timeZone)}`].filter(Boolean).join(", ");
      children.push(bullet(`${a.name}${a.email && a.email !== a.name ? ` <${a.email}>` : ""}${a.isHost ? " (host)" : ""}: ${a.status}${times ? `, ${times}` : ""}`));
    }
  } else children.push(para(doc.speakers.length ? `No attendance was captured. Speakers in the transcript: ${doc.speakers.join(", ")}.` : "No attendance was captured.", true));

  children.push(heading("Summary"));
  if (!summary) children.push(para("No summary yet.", true));
  else {
    if (summary.gist) children.push(new Paragraph({ children: [run(summary.gist, { bold: true })] }));
    if (summary.overview.trim()) children.push(...summary.overview.split(/\r?\n/).filter((l) => l.trim()).map((line) => para(line)));
    if (summary.keyPoints.length) children.push(heading("Key points", HeadingLevel.HEADING_2), ...summary.keyPoints.map((k) => bullet(k.point, k.at)));
    if (summary.actionItems.length) {
      children.push(
        heading("Action items", HeadingLevel.HEADING_2),
        ...summary.actionItems.map((a) => {
          const meta = [a.owner && `owner: ${a.owner}`, a.due && `due: ${a.due}`].filter(Boolean).join(", ");
          return bullet(`${a.task}${meta ? ` (${meta})` : ""}`, a.at);
        }),
      );
    }
    if (summary.decisions.length) {
      children.push(heading("Decisions", HeadingLevel.HEADING_2), ...summary.decisions.map((d) => bullet(`${d.decision}${d.context.trim() ? ` — ${d.context}` : ""}`, d.at)));
    }
  }

  children.push(heading("Transcript"));
  if (!doc.transcript.length) children.push(para("No transcript yet.", true));
  for (const line of doc.transcript) {
    children.push(new Paragraph({ spacing: { after: 120 }, children: [run(line.speaker, { bold: true }), run(`  ${formatOffset(line.start)}`, { muted: true }), new TextRun({ text: xmlSafe(line.text.trim() || "…"), break: 1 })] }));
  }

  const footer = new Footer({
    children: [new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ children: ["Page ", PageNumber.CURRENT, " of ", PageNumber.TOTAL_PAGES], color: MUTED, size: 16 })] })],
  });
  const document = new Document({
    creator: "Understudy",
    title: xmlSafe(meeting.title),
    description: xmlSafe(`Meeting on ${doc.when}`),
    sections: [{ footers: { default: footer }, children }],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}
