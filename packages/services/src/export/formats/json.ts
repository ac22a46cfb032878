import type { ExportDocument } from "../document";
import type { MeetingExportJson } from "../schemas";

/** The machine-readable export: snake_case, ISO dates, seconds as numbers (schema: MeetingExportJson). */
export function toExportJson(doc: ExportDocument): MeetingExportJson {
  const { meeting, summary } = doc;
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    format_version: 1,
    exported_at: doc.exportedAt.toISOString(),
    meeting: {
      id: meeting.id,
      title: meeting.title,
      description: meeting.description,
      scheduled_at: meeting.scheduledAt.toISOString(),
      duration_minutes: meeting.durationMinutes,
      platform: meeting.platform,
      status: meeting.status,
      meeting_url: meeting.meetingUrl,
    },
    attendance: doc.attendance.map((a) => ({ name: a.name, email: a.email, status: a.status, is_host: a.isHost, joined_at: iso(a.joinedAt), left_at: iso(a.leftAt) })),
    summary: summary && {
      source: summary.source,
      version: summary.version,
      model: summary.model,
      created_at: iso(summary.createdAt),
      gist: summary.gist,
      overview: summary.overview,
      key_points: summary.keyPoints.map((k) => ({ point: k.point, timestamp: k.at })),
      action_items: summary.actionItems.map((a) => ({ task: a.task, owner: a.owner, due: a.due, timestamp: a.at })),
      decisions: summary.decisions.map((d) => ({ decision: d.decision, context: d.context, timestamp: d.at })),
    },
    transcript: doc.transcript.map((line) => ({ seq: line.seq, speaker: line.speaker, text: line.text, start_seconds: line.start, end_seconds: line.end })),
    avatar: doc.avatar.map((t) => ({
      asked_by: t.askedBy,
      heard: t.heard,
      heard_at: t.heardAt.toISOString(),
      decision: t.decision,
      said: t.said,
      reason: t.reason,
      sources: t.sources.map((s) => ({ kind: s.kind, meeting_title: s.meeting_title, quote: s.quote })),
    })),
  };
}

export function renderJson(doc: ExportDocument): string {
  return `${JSON.stringify(toExportJson(doc), null, 2)}\n`;
}
