import { z } from "zod";
import { AskCitation, AskResponse } from "@understudy/services/ask";
import { UserResponse } from "@understudy/services/auth";
import { MeetingCaptureInput, MeetingCaptureResponse } from "@understudy/services/bots";
import { ListMeetingsInput, MeetingResponse } from "@understudy/services/meetings";
import { SearchMatch, SearchResponse, SearchResult } from "@understudy/services/search";
import { ActionItem, ActionItemsResponse } from "@understudy/services/action-items";

/*
 * The tools' own inputs and outputs where they are not a procedure's exactly: each is built from the
 * procedures' schemas, so a field means the same thing (and is checked the same way) as over REST and tRPC.
 * Every place in a transcript is `start_seconds` (the summary's `timestamp` too), and every link has an
 * absolute `url` beside it (the app's public URL), which an assistant can hand to the user as it is.
 */

/**
 * The schema without its name. A named schema (`.meta({ id })`, for the OpenAPI document) becomes a bare
 * `$ref` at the top of its JSON Schema, and MCP clients refuse a tool schema that is not `type: "object"`.
 * The copy keeps every field, strictness and refinement.
 */
export function toolSchema<S extends z.ZodObject>(schema: S): S {
  return schema.safeExtend({}) as unknown as S;
}

const Url = z.string().meta({ description: "The same place as an absolute link on the Understudy web app" });
const MomentUrl = z.string().meta({ description: "The meeting page's transcript at that second, as an absolute link" });

/** `meetings.list`'s input as an object (the procedure's default makes it optional as a whole). */
export const ListMeetingsToolInput = ListMeetingsInput.unwrap();

export const McpMeeting = MeetingResponse.safeExtend({ url: Url });
export type McpMeeting = z.infer<typeof McpMeeting>;

export const MeetingsPage = z.object({
  meetings: z.array(McpMeeting),
  limit: z.number().int(),
  offset: z.number().int(),
  /** The next page's offset; null when this page was the last. */
  next_offset: z.number().int().nullable(),
});
export type MeetingsPage = z.infer<typeof MeetingsPage>;

/** A summary as MCP gives it: each item's moment as `start_seconds` (the stored `timestamp`) with its link. */
export const McpSummary = z.object({
  gist: z.string(),
  overview: z.string(),
  key_points: z.array(z.object({ point: z.string(), start_seconds: z.number(), url: MomentUrl })),
  action_items: z.array(z.object({ task: z.string(), owner: z.string().nullable(), due: z.string().nullable(), start_seconds: z.number(), url: MomentUrl })),
  decisions: z.array(z.object({ decision: z.string(), context: z.string(), start_seconds: z.number(), url: MomentUrl })),
});
export type McpSummary = z.infer<typeof McpSummary>;

/** One meeting as the meeting page shows it: the meeting, who attended and how the owner arrived, the current summary. */
export const MeetingDetails = z.object({
  meeting: McpMeeting,
  session: MeetingCaptureResponse.shape.session,
  stand_in: MeetingCaptureResponse.shape.stand_in,
  owner_arrival: MeetingCaptureResponse.shape.owner_arrival,
  attendance: MeetingCaptureResponse.shape.attendance,
  /** The newest ready summary's content; null while there is none. */
  summary: McpSummary.nullable(),
  summary_version: z.number().int().nullable(),
});
export type MeetingDetails = z.infer<typeof MeetingDetails>;

export const MAX_BATCH_MEETINGS = 20;

export const GetMeetingsInput = z.strictObject({
  ids: z.array(z.string().max(100)).min(1).max(MAX_BATCH_MEETINGS).meta({ description: `Meeting ids, 1–${MAX_BATCH_MEETINGS}` }),
});

/** Several meetings at once: each found one, and the ids that name none of the user's meetings. */
export const MeetingsBatch = z.object({
  meetings: z.array(MeetingDetails),
  not_found: z.array(z.string()),
});
export type MeetingsBatch = z.infer<typeof MeetingsBatch>;

export const MAX_TRANSCRIPT_PAGE = 500;

export const TranscriptToolInput = MeetingCaptureInput.extend({
  offset: z.number().int().min(0).max(1_000_000).default(0).meta({ description: "First turn to return (0-based); ignored with at_seconds or segment_id" }),
  limit: z.number().int().min(1).max(MAX_TRANSCRIPT_PAGE).default(200).meta({ description: `Turns, 1–${MAX_TRANSCRIPT_PAGE} (default 200)` }),
  at_seconds: z.number().min(0).max(1_000_000).optional().meta({ description: "Start at the turn being spoken at this second of the meeting (a search match's or citation's start_seconds)" }),
  segment_id: z.string().max(100).optional().meta({ description: "Start at this turn (a search match's or citation's segment_id)" }),
  before: z.number().int().min(0).max(50).default(0).meta({ description: "With at_seconds or segment_id: turns of context before it (default 0)" }),
});

const Segment = MeetingCaptureResponse.shape.transcript.element;

export const TranscriptPage = z.object({
  meeting_id: z.string(),
  /** A bot is in the call right now: later pages may still grow. */
  live: z.boolean(),
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
  next_offset: z.number().int().nullable(),
  /** The turn at_seconds or segment_id named, when one did. */
  focus_segment_id: z.string().nullable(),
  /** Each turn with `link` (`/meetings/{id}#t=<floor seconds>`) and `url`, the same moment as an absolute link. */
  segments: z.array(Segment.extend({ link: z.string(), url: MomentUrl })),
});
export type TranscriptPage = z.infer<typeof TranscriptPage>;

export const McpSearchResponse = SearchResponse.safeExtend({
  results: z.array(SearchResult.safeExtend({ url: Url, matches: z.array(SearchMatch.safeExtend({ url: Url })) })),
});
export type McpSearchResponse = z.infer<typeof McpSearchResponse>;

export const McpAskResponse = AskResponse.safeExtend({ citations: z.array(AskCitation.safeExtend({ url: MomentUrl })) });
export type McpAskResponse = z.infer<typeof McpAskResponse>;

export const McpActionItem = ActionItem.safeExtend({ url: MomentUrl });
export type McpActionItem = z.infer<typeof McpActionItem>;
export const McpActionItems = ActionItemsResponse.safeExtend({ items: z.array(McpActionItem) });
export type McpActionItems = z.infer<typeof McpActionItems>;

export const WhoAmI = z.object({
  user: UserResponse.pick({ id: true, name: true, email: true, subscription_plan: true, trial_days_remaining: true }),
  /** What this connection may do: meetings:read, meetings:ask, bot:send, action_items:write. */
  scopes: z.array(z.string()),
  /** How it signed in: "oauth" (a connected app), "token" (a personal API token) or "session". */
  via: z.enum(["oauth", "token", "session"]),
  app_url: z.string(),
});
export type WhoAmI = z.infer<typeof WhoAmI>;

/** The connectors' `search` (OpenAI's and others' deep-research shape): one query, results by id, title and url. */
export const ConnectorSearchInput = z.strictObject({ query: z.string().min(1).max(500) });
export const ConnectorSearchResults = z.object({ results: z.array(z.object({ id: z.string(), title: z.string(), url: z.string() })) });
export type ConnectorSearchResults = z.infer<typeof ConnectorSearchResults>;

/** The connectors' `fetch`: one id from `search`, the whole document as text. */
export const ConnectorFetchInput = z.strictObject({ id: z.string().min(1).max(100) });
export const ConnectorDocument = z.object({
  id: z.string(),
  title: z.string(),
  text: z.string(),
  url: z.string(),
  metadata: z.record(z.string(), z.string()),
});
export type ConnectorDocument = z.infer<typeof ConnectorDocument>;
