/*
 * The short text form of each tool's answer, for assistants that read text rather than structured content.
 * Links are absolute (the app's public URL before the `/meetings/{id}#t=` path the API returns), so an assistant
 * can hand them to the user as they are.
 */
import type { AskResponse } from "@understudy/services/ask";
import type { z } from "zod";
import type { DeployBotResponse } from "@understudy/services/bots";
import type { MeetingResponse } from "@understudy/services/meetings";
import type { SearchResponse, TextPart } from "@understudy/services/search";
import type { ActionItem, ActionItemsResponse } from "@understudy/services/action-items";
import { absolute } from "./links";
import type { MeetingDetails, MeetingsBatch, TranscriptPage, WhoAmI } from "./shapes";

const plain = (parts: readonly TextPart[]) => parts.map((p) => p.text).join("");
const day = (iso: string) => iso.slice(0, 16).replace("T", " ") + " UTC";
const clock = (seconds: number) => {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
};


export function searchText(out: SearchResponse, appUrl: string): string {
  if (!out.results.length) return `No meetings match "${out.query}".`;
  return out.results
    .map((r) => {
      const matches = r.matches.slice(0, 3).map((m) => `  - ${m.speaker ? `${m.speaker}: ` : m.label ? `${m.label}: ` : ""}${plain(m.snippet)} (${absolute(appUrl, m.href)})`);
      return [`${plain(r.title)} (${day(r.scheduled_at)}, ${r.platform}, id ${r.meeting_id})`, ...matches].join("\n");
    })
    .join("\n");
}

export function askText(out: AskResponse, appUrl: string): string {
  if (!out.answered) return out.answer;
  const sources = out.citations.map((c, i) => `[${i + 1}] ${c.meeting_title}, ${c.speaker} at ${clock(c.start_seconds)}: "${c.quote}" (${absolute(appUrl, c.link)})`);
  return [out.answer, ...(sources.length ? ["", "Sources:", ...sources] : [])].join("\n");
}

export function meetingLine(m: MeetingResponse): string {
  return `${m.title} (${day(m.scheduled_at)}, ${m.platform}, ${m.status}${m.bot_attended ? ", stand-in attended" : ""}, id ${m.id})`;
}

export function meetingsText(meetings: readonly MeetingResponse[], nextOffset: number | null): string {
  if (!meetings.length) return "No meetings.";
  return [...meetings.map((m) => `- ${meetingLine(m)}`), ...(nextOffset === null ? [] : [`More: offset ${nextOffset}.`])].join("\n");
}

function arrival(a: NonNullable<MeetingDetails["owner_arrival"]>): string {
  if (a.status === "late") return `late by ${a.minutes_late ?? "?"} minutes`;
  return a.status.replace("_", " ");
}

export function meetingText(d: MeetingDetails, appUrl: string): string {
  const lines = [meetingLine(d.meeting), absolute(appUrl, `/meetings/${d.meeting.id}`)];
  if (d.owner_arrival) lines.push(`You: ${arrival(d.owner_arrival)}`);
  const present = d.attendance.filter((a) => a.status === "present").map((a) => a.name);
  const absent = d.attendance.filter((a) => a.status === "absent").map((a) => a.name);
  if (present.length) lines.push(`Attended: ${present.join(", ")}`);
  if (absent.length) lines.push(`Absent: ${absent.join(", ")}`);
  if (d.summary) {
    lines.push("", d.summary.overview);
    for (const a of d.summary.action_items) lines.push(`- [ ] ${a.task}${a.owner ? ` (${a.owner}` + (a.due ? `, ${a.due})` : ")") : a.due ? ` (${a.due})` : ""}`);
    for (const x of d.summary.decisions) lines.push(`- Decision: ${x.decision}`);
  } else if (d.meeting.summary) {
    lines.push("", d.meeting.summary);
  }
  return lines.join("\n");
}

export function transcriptText(page: TranscriptPage, appUrl: string): string {
  if (!page.segments.length) return page.total ? `No turns from offset ${page.offset} (${page.total} in all).` : "This meeting has no transcript.";
  const lines = page.segments.map((s) => `[${clock(s.start_seconds)}, ${s.segment_id}] ${s.speaker}: ${s.text}`);
  const tail = page.next_offset === null ? [] : [`More: offset ${page.next_offset} of ${page.total}.`];
  return [absolute(appUrl, page.segments[0]?.link ?? `/meetings/${page.meeting_id}`), ...lines, ...tail].join("\n");
}

export function actionItemsText(out: ActionItemsResponse, appUrl: string): string {
  if (!out.items.length) return "No action items.";
  const lines = out.items.map(
    (i) =>
      `- [${i.status === "done" ? "x" : " "}] ${i.text}${i.owner ? ` — ${i.owner}${i.owner_is_user ? " (you)" : ""}` : ""}${i.due_date ? ` (due ${i.due_date})` : i.due ? ` (due ${i.due})` : ""}; ${i.meeting_title}, ${day(i.scheduled_at)} (${absolute(appUrl, i.link)}) id ${i.id}`,
  );
  return [...lines, ...(out.next_offset === null ? [] : [`More: offset ${out.next_offset}.`])].join("\n");
}

export function actionItemText(i: ActionItem, appUrl: string): string {
  return `${i.status === "done" ? "Done" : "Open"}: ${i.text}${i.owner ? ` — ${i.owner}` : ""} (${absolute(appUrl, i.link)})`;
}

export function deployText(out: z.infer<typeof DeployBotResponse>): string {
  return `${out.message} (session ${out.session_id}, ${out.status})`;
}

export function whoamiText(out: WhoAmI): string {
  const { user } = out;
  return `${user.name ?? user.email} <${user.email}>, ${user.subscription_plan} plan; this connection may: ${out.scopes.join(", ")} (${out.via}). ${out.app_url}`;
}

export function batchText(out: MeetingsBatch, appUrl: string): string {
  const found = out.meetings.map((d) => meetingText(d, appUrl));
  return [...found, ...(out.not_found.length ? [`Not found: ${out.not_found.join(", ")}`] : [])].join("\n\n") || "No meetings.";
}
