import type { McpContext } from "./context";
import { meetingUrl } from "./links";
import { meetingDetails } from "./meeting-details";
import type { ConnectorDocument, ConnectorSearchResults } from "./shapes";
import { meetingText } from "./text";

const CONNECTOR_RESULTS = 20;
const clock = (seconds: number) => {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(h ? 2 : 1, "0");
  return `${h ? `${h}:` : ""}${mm}:${String(s % 60).padStart(2, "0")}`;
};

/** `search` as connectors call it: meetings by id (a meeting id, for `fetch`), title and the link of the best moment. */
export async function connectorSearch(ctx: McpContext, query: string): Promise<ConnectorSearchResults> {
  const out = await ctx.caller.search.query({ q: query, limit: CONNECTOR_RESULTS });
  return {
    results: out.results.map((r) => ({
      id: r.meeting_id,
      title: `${r.title.map((p) => p.text).join("")} (${r.scheduled_at.slice(0, 10)})`,
      url: r.matches[0] ? `${ctx.appUrl}${r.matches[0].href}` : meetingUrl(ctx.appUrl, r.meeting_id),
    })),
  };
}

/** `fetch` as connectors call it: one meeting as a document, its summary and whole transcript as text, each turn with its second. */
export async function connectorFetch(ctx: McpContext, id: string): Promise<ConnectorDocument> {
  const details = await meetingDetails(ctx, id);
  const capture = await ctx.caller.bots.meetingCapture({ meeting_id: details.meeting.id });
  const transcript = capture.transcript.map((t) => `[${clock(t.start_seconds)}] ${t.speaker}: ${t.text}`);
  const text = [meetingText(details, ctx.appUrl), ...(transcript.length ? ["", "Transcript:", ...transcript] : [])].join("\n");
  const m = details.meeting;
  return {
    id: m.id,
    title: m.title,
    text,
    url: m.url,
    metadata: { scheduled_at: m.scheduled_at, platform: m.platform, status: m.status, ...(details.summary_version === null ? {} : { summary_version: String(details.summary_version) }) },
  };
}
