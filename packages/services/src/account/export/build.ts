import { strToU8, zipSync, type Zippable } from "fflate";
import type { Meeting } from "@understudy/db/schema";
import { buildExportDocument, type ExportSource } from "../../export/document";
import { exportFilename } from "../../export/filename";
import { renderMarkdown } from "../../export/formats/markdown";
import { formatIsoDay } from "../../export/time";
import { SummaryContent } from "../../summaries/schemas";
import { archiveJsonSchema, type AccountArchive } from "./archive-schema";

export const ARCHIVE_CONTENT_TYPE = "application/zip";

/**
 * The archive: `data.json` (everything, validated by `schema.json`), `schema.json`, a README saying what is
 * where, and one readable Markdown transcript per meeting with captured content, rendered by the same
 * formatter as a single meeting's export. Pure: no I/O, the collected data in, the zip's bytes out.
 */
/** `files`: binary files kept as they are (the avatar's voice samples), at the paths `data.json` names. */
export function buildArchive(archive: AccountArchive, meetingRows: Meeting[], now: Date, files: ReadonlyMap<string, Uint8Array> = new Map()): Uint8Array {
  const transcripts = markdownTranscripts(archive, meetingRows, now);
  const data: AccountArchive = {
    ...archive,
    meetings: archive.meetings.map((m) => ({ ...m, transcript_file: transcripts.pathOf.get(m.id) ?? null })),
  };
  const zipped: Zippable = {
    "README.md": strToU8(readme(data, transcripts.files.size)),
    "data.json": strToU8(`${JSON.stringify(data, null, 2)}\n`),
    "schema.json": strToU8(`${JSON.stringify(archiveJsonSchema(), null, 2)}\n`),
  };
  for (const [path, text] of transcripts.files) zipped[path] = strToU8(text);
  // Audio is already compressed: stored, not deflated again.
  for (const [path, bytes] of files) zipped[path] = [bytes, { level: 0 }];
  // The zip's timestamps are the export's, so the same data exported at the same instant gives the same bytes.
  return zipSync(zipped, { level: 6, mtime: now });
}

function markdownTranscripts(archive: AccountArchive, meetingRows: Meeting[], now: Date) {
  const segmentsOf = groupBy(archive.transcript_segments, (s) => s.meeting_id);
  const summariesOf = groupBy(
    archive.meeting_summaries.filter((s) => s.status === "ready"),
    (s) => s.meeting_id,
  );
  const sessionsOf = groupBy(
    archive.bot_sessions.filter((s) => s.meeting_id),
    (s) => s.meeting_id ?? "",
  );
  const participantsOf = groupBy(archive.bot_participants, (p) => p.session_id);
  const files = new Map<string, string>();
  const pathOf = new Map<string, string>();
  for (const meeting of meetingRows) {
    const segments = segmentsOf.get(meeting.id) ?? [];
    const newest = (summariesOf.get(meeting.id) ?? []).at(-1);
    const content = newest ? SummaryContent.safeParse(newest.content) : null;
    const participants = (sessionsOf.get(meeting.id) ?? []).flatMap((s) => participantsOf.get(s.id) ?? []);
    if (segments.length === 0 && !content?.success && participants.length === 0 && !meeting.summary?.trim()) continue;
    const source: ExportSource = {
      meeting,
      summary: newest && content?.success ? { version: newest.version, model: newest.model, createdAt: new Date(newest.created_at), content: content.data } : null,
      segments: segments.map((s) => ({ seq: s.seq, speaker: s.speaker, content: s.content, startSeconds: s.start_seconds, endSeconds: s.end_seconds })),
      participants: participants.map((p) => ({
        name: p.name,
        email: p.email,
        isHost: p.is_host,
        joinedAt: p.joined_at ? new Date(p.joined_at) : null,
        leftAt: p.left_at ? new Date(p.left_at) : null,
      })),
      botAttended: meeting.botAttended,
    };
    const doc = buildExportDocument(source, { now, timeZone: "UTC" });
    const path = uniquePath(files, `transcripts/${exportFilename(meeting.title, formatIsoDay(meeting.scheduledAt, "UTC"), "md")}`, meeting.id);
    files.set(path, renderMarkdown(doc));
    pathOf.set(meeting.id, path);
  }
  return { files, pathOf };
}

/** Two meetings of the same title on the same day get the meeting id before the extension. */
function uniquePath(taken: Map<string, string>, path: string, meetingId: string): string {
  return taken.has(path) ? path.replace(/\.md$/, ` (${meetingId}).md`) : path;
}

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k);
    if (list) list.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

function readme(data: AccountArchive, transcriptCount: number): string {
  const retention =
    data.privacy_settings.capture_cutoff === null
      ? "Your retention keeps captured content forever, so every transcript is here."
      : `Your retention is ${data.privacy_settings.retention_days} days: captured content (transcripts, attendance, summaries) of meetings before ${data.privacy_settings.capture_cutoff} has expired and is not here; those meetings are, marked capture_expired.`;
  return [
    `# Your Understudy data`,
    ``,
    `Exported ${data.exported_at} for ${data.profile.email}.`,
    ``,
    `- \`data.json\`: everything Understudy holds about you, one section per kind of record (profile, meetings, transcripts, summaries, search text, bot sessions with their consent record and events, attendance, notifications, calendar and Gmail-derived rows, subscription and payments, API token names, privacy settings, exports).`,
    `- \`schema.json\`: the JSON Schema (draft 2020-12) \`data.json\` follows; times are ISO 8601 in UTC.`,
    ...(data.avatar_voice_samples.length ? [`- \`voice-samples/\`: ${data.avatar_voice_samples.length} recording${data.avatar_voice_samples.length === 1 ? "" : "s"} of your voice you made for the AI Avatar.`] : []),
    `- \`transcripts/\`: ${transcriptCount} readable Markdown transcript${transcriptCount === 1 ? "" : "s"}, one per meeting with captured content.`,
    ``,
    retention,
    ``,
    `Never included: passwords or credentials of any kind — session tokens, API tokens or their hashes, Google OAuth tokens, Stripe secrets.`,
    ``,
  ].join("\n");
}
