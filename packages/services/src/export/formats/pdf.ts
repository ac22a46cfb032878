import { readFileSync } from "node:fs";
import PDFDocument from "pdfkit";
import type { ExportDocument } from "../document";
import { formatClockTime, formatOffset } from "../time";

/*
 * DejaVu Sans is embedded (subset to the glyphs used) instead of the PDF base fonts, whose WinAnsi encoding
 * has no Greek, Cyrillic, Polish "ł" or typographic quotes beyond Latin-1. DejaVu covers Latin, Greek,
 * Cyrillic, Armenian, Georgian and Hebrew; Chinese, Japanese, Korean, Thai and Indic scripts are not in it
 * and render as empty boxes (the Markdown, DOCX and JSON exports carry them intact).
 */
let fonts: { regular: Buffer; bold: Buffer } | undefined;
function loadFonts() {
  // Literal `new URL(…, import.meta.url)`: Node reads the package's files in place, and Next's bundler sees
  // them as assets and ships them with the server (a computed require.resolve would not survive bundling).
  fonts ??= {
    regular: readFileSync(new URL("../../../node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf", import.meta.url)),
    bold: readFileSync(new URL("../../../node_modules/dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf", import.meta.url)),
  };
  return fonts;
}

const truncate = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

const COLORS = { text: "#111827", muted: "#6b7280", rule: "#d1d5db" };
const MARGIN = 56;
const BULLET_INDENT = 14;

/** An A4 document with the meeting's details, attendance, summary and transcript; text is selectable and extractable. */
export function renderPdf(doc: ExportDocument): Promise<Uint8Array> {
  const { regular, bold } = loadFonts();
  const pdf = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    bufferPages: true,
    lang: "en",
    displayTitle: true,
    info: { Title: doc.meeting.title, Author: "Understudy", Subject: `Meeting on ${doc.when}`, CreationDate: doc.exportedAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
    pdf.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    pdf.on("error", reject);
  });
  pdf.registerFont("body", regular);
  pdf.registerFont("bold", bold);

  const width = pdf.page.width - 2 * MARGIN;
  const heading = (text: string, size = 14) => {
    pdf.moveDown(0.8).font("bold").fontSize(size).fillColor(COLORS.text).text(text, { width });
    pdf.moveDown(0.3);
  };
  const body = (text: string, color = COLORS.text) => pdf.font("body").fontSize(10.5).fillColor(color).text(text, { width, lineGap: 2 });
  // A hanging bullet: wrapped lines align with the text, not with the bullet.
  const bullet = (text: string, stamp?: number) => {
    const y = pdf.y;
    pdf.font("body").fontSize(10.5).fillColor(COLORS.text).text("•", MARGIN, y, { width: BULLET_INDENT, lineBreak: false });
    pdf.text(text, MARGIN + BULLET_INDENT, y, { width: width - BULLET_INDENT, lineGap: 2, continued: stamp !== undefined });
    if (stamp !== undefined) pdf.fillColor(COLORS.muted).text(`  ${formatOffset(stamp)}`);
    pdf.x = MARGIN;
    pdf.moveDown(0.2);
  };

  const { meeting, summary } = doc;
  pdf.font("bold").fontSize(20).fillColor(COLORS.text).text(meeting.title, { width });
  pdf.moveDown(0.3);
  body(`${doc.when} · ${meeting.durationMinutes} min · ${meeting.platformLabel} · ${meeting.statusLabel}`, COLORS.muted);
  if (meeting.meetingUrl) body(meeting.meetingUrl, COLORS.muted);
  if (meeting.description) {
    pdf.moveDown(0.5);
    body(meeting.description);
  }

  heading("Attendance");
  if (doc.attendance.length) {
    for (const a of doc.attendance) {
      const times = [a.joinedAt && `joined ${formatClockTime(a.joinedAt, doc.timeZone)}`, a.leftAt && `left ${formatClockTime(a.leftAt, doc.timeZone)}`].filter(Boolean).join(", ");
      bullet(`${a.name}${a.email && a.email !== a.name ? ` <${a.email}>` : ""}${a.isHost ? " (host)" : ""}: ${a.status}${times ? `, ${times}` : ""}`);
    }
  } else body(doc.speakers.length ? `No attendance was captured. Speakers in the transcript: ${doc.speakers.join(", ")}.` : "No attendance was captured.", COLORS.muted);

  heading("Summary");
  if (!summary) body("No summary yet.", COLORS.muted);
  else {
    if (summary.gist) {
      pdf.font("bold").fontSize(11).fillColor(COLORS.text).text(summary.gist, { width });
      pdf.moveDown(0.3);
    }
    if (summary.overview.trim()) body(summary.overview);
    if (summary.keyPoints.length) {
      heading("Key points", 12);
      for (const k of summary.keyPoints) bullet(k.point, k.at);
    }
    if (summary.actionItems.length) {
      heading("Action items", 12);
      for (const a of summary.actionItems) {
        const meta = [a.owner && `owner: ${a.owner}`, a.due && `due: ${a.due}`].filter(Boolean).join(", ");
        bullet(`${a.task}${meta ? ` (${meta})` : ""}`, a.at);
      }
    }
    if (summary.decisions.length) {
      heading("Decisions", 12);
      for (const d of summary.decisions) bullet(`${d.decision}${d.context.trim() ? ` — ${d.context}` : ""}`, d.at);
    }
  }

  heading("Transcript");
  if (!doc.transcript.length) body("No transcript yet.", COLORS.muted);
  for (const line of doc.transcript) {
    pdf.font("bold").fontSize(10).fillColor(COLORS.text).text(line.speaker, { width, continued: true });
    pdf.font("body").fillColor(COLORS.muted).text(`  ${formatOffset(line.start)}`);
    body(line.text.trim() || "…");
    pdf.moveDown(0.4);
  }

  // Page numbers last, once the page count is known; the bottom margin is lifted so the footer does not add a page.
  const range = pdf.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    pdf.switchToPage(i);
    const bottom = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    pdf
      .font("body")
      .fontSize(8)
      .fillColor(COLORS.muted)
      .text(`${truncate(meeting.title, 70)} — page ${i + 1} of ${range.count}`, MARGIN, pdf.page.height - MARGIN / 2 - 8, { width, align: "center", lineBreak: false });
    pdf.page.margins.bottom = bottom;
  }
  pdf.end();
  return done;
}
