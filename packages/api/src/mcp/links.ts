import type { AskResponse } from "@understudy/services/ask";
import type { MeetingResponse } from "@understudy/services/meetings";
import { type SearchResponse, transcriptHref } from "@understudy/services/search";
import type { SummaryContent } from "@understudy/services/summaries";
import type { ActionItem, ActionItemsResponse } from "@understudy/services/action-items";
import type { McpActionItem, McpActionItems, McpAskResponse, McpMeeting, McpSearchResponse, McpSummary } from "./shapes";

/*
 * The procedures' outputs with an absolute `url` beside each app path (`link`, `href`, a meeting), and the
 * summary's `timestamp` named `start_seconds` as everywhere else. REST keeps its fields as they are.
 */

export const absolute = (appUrl: string, path: string) => `${appUrl}${path}`;
export const meetingUrl = (appUrl: string, id: string) => absolute(appUrl, `/meetings/${id}`);
export const momentUrl = (appUrl: string, id: string, seconds: number) => absolute(appUrl, transcriptHref(id, seconds));

export const withMeetingUrl = (appUrl: string, m: MeetingResponse): McpMeeting => ({ ...m, url: meetingUrl(appUrl, m.id) });

export function searchWithUrls(appUrl: string, out: SearchResponse): McpSearchResponse {
  return {
    ...out,
    results: out.results.map((r) => ({ ...r, url: meetingUrl(appUrl, r.meeting_id), matches: r.matches.map((m) => ({ ...m, url: absolute(appUrl, m.href) })) })),
  };
}

export const askWithUrls = (appUrl: string, out: AskResponse): McpAskResponse => ({ ...out, citations: out.citations.map((c) => ({ ...c, url: absolute(appUrl, c.link) })) });

export const actionItemWithUrl = (appUrl: string, i: ActionItem): McpActionItem => ({ ...i, url: absolute(appUrl, i.link) });
export const actionItemsWithUrls = (appUrl: string, out: ActionItemsResponse): McpActionItems => ({ ...out, items: out.items.map((i) => ({ ...i, url: absolute(appUrl, i.link) })) });

export function mcpSummary(appUrl: string, meetingId: string, s: SummaryContent): McpSummary {
  const at = (seconds: number) => ({ start_seconds: seconds, url: momentUrl(appUrl, meetingId, seconds) });
  return {
    gist: s.gist,
    overview: s.overview,
    key_points: s.key_points.map((k) => ({ point: k.point, ...at(k.timestamp) })),
    action_items: s.action_items.map((a) => ({ task: a.task, owner: a.owner, due: a.due, ...at(a.timestamp) })),
    decisions: s.decisions.map((d) => ({ decision: d.decision, context: d.context, ...at(d.timestamp) })),
  };
}
