import type { RouterOutputs } from "@understudy/api";

export type MeetingSummaryState = RouterOutputs["summaries"]["get"];
export type SummaryContent = NonNullable<NonNullable<MeetingSummaryState["ready"]>["content"]>;

/**
 * What the summary section shows, from the summaries.get answer and the meeting's legacy summary text:
 * - `structured`: a ready summary (possibly with a newer version pending or failed, shown as a notice);
 * - `pending` / `skipped` / `failed`: the newest version's state when there is nothing ready to show;
 * - `request`: a transcript exists but no summary was ever asked for (the section asks once);
 * - `legacy`: no transcript: the meeting's plain-text summary, as before.
 */
export type SummaryView =
  | { kind: "structured"; content: SummaryContent; version: number; notice: "pending" | "failed" | null; error: string | null }
  | { kind: "pending" }
  | { kind: "skipped" }
  | { kind: "failed"; error: string }
  | { kind: "request" }
  | { kind: "legacy" };

export function summaryView(state: MeetingSummaryState): SummaryView {
  const { latest, ready } = state;
  if (ready?.content) {
    const newer = latest && latest.version > ready.version ? latest : null;
    const notice = newer?.status === "pending" ? "pending" : newer?.status === "failed" ? "failed" : null;
    return { kind: "structured", content: ready.content, version: ready.version, notice, error: notice === "failed" ? (newer?.error ?? null) : null };
  }
  if (latest?.status === "pending") return { kind: "pending" };
  if (latest?.status === "skipped") return { kind: "skipped" };
  if (latest?.status === "failed") return { kind: "failed", error: latest.error ?? "Summary generation failed." };
  if (state.transcript_segments > 0) return { kind: "request" };
  return { kind: "legacy" };
}

/** Link to a moment of a meeting's transcript. */
export function transcriptHref(meetingId: string, seconds: number): string {
  return `/meetings/${meetingId}#t=${Math.max(0, Math.floor(seconds))}`;
}
