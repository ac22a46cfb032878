import { describe, expect, it } from "vitest";
import { summaryView, transcriptHref, type MeetingSummaryState } from "./summary-view";

const content = { gist: "g", overview: "o", key_points: [], action_items: [], decisions: [] };
const version = (v: number, status: "pending" | "ready" | "failed" | "skipped", extra: Partial<NonNullable<MeetingSummaryState["latest"]>> = {}) => ({
  id: `s${v}`,
  version: v,
  status,
  model: "m",
  prompt_version: "p",
  content: status === "ready" ? content : null,
  error: status === "failed" ? "The AI provider is unavailable. Try again later." : null,
  model_calls: 1,
  created_at: "2026-11-01T00:00:00Z",
  completed_at: null,
  ...extra,
});
const state = (latest: ReturnType<typeof version> | null, ready: ReturnType<typeof version> | null, segments = 5): MeetingSummaryState => ({
  meeting_id: "m1",
  transcript_segments: segments,
  latest,
  ready,
});

describe("summaryView", () => {
  it("shows a ready summary, with a notice while a newer version runs or after it failed", () => {
    expect(summaryView(state(version(1, "ready"), version(1, "ready")))).toEqual({ kind: "structured", content, version: 1, notice: null, error: null });
    expect(summaryView(state(version(2, "pending"), version(1, "ready")))).toMatchObject({ kind: "structured", version: 1, notice: "pending" });
    expect(summaryView(state(version(2, "failed"), version(1, "ready")))).toMatchObject({ notice: "failed", error: "The AI provider is unavailable. Try again later." });
  });

  it("reports the newest state when nothing is ready", () => {
    expect(summaryView(state(version(1, "pending"), null))).toEqual({ kind: "pending" });
    expect(summaryView(state(version(1, "skipped"), null))).toEqual({ kind: "skipped" });
    expect(summaryView(state(version(1, "failed"), null))).toEqual({ kind: "failed", error: "The AI provider is unavailable. Try again later." });
  });

  it("asks for a summary when there is a transcript and none was made, else falls back to the legacy text", () => {
    expect(summaryView(state(null, null, 3))).toEqual({ kind: "request" });
    expect(summaryView(state(null, null, 0))).toEqual({ kind: "legacy" });
  });
});

describe("transcriptHref", () => {
  it("links to the whole second of the transcript", () => {
    expect(transcriptHref("abc", 48.9)).toBe("/meetings/abc#t=48");
    expect(transcriptHref("abc", -3)).toBe("/meetings/abc#t=0");
  });
});
