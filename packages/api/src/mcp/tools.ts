import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { AskInput, AskResponse } from "@understudy/services/ask/schemas";
import { DeployBotInput, DeployBotResponse } from "@understudy/services/bots/schemas";
import { MeetingIdInput } from "@understudy/services/meetings/schemas";
import { SearchInput, SearchResponse } from "@understudy/services/search/schemas";
import { transcriptHref } from "@understudy/services/search/links";
import { ActionItemsResponse, ListActionItemsInput } from "@understudy/services/summaries/action-items-schemas";
import type { McpContext } from "./context";
import { meetingDetails } from "./meeting-details";
import { answer } from "./result";
import { toolSchema, ListMeetingsToolInput, MeetingDetails, MeetingsPage, TranscriptPage, TranscriptToolInput } from "./shapes";
import { actionItemsText, askText, deployText, meetingsText, meetingText, searchText, transcriptText } from "./text";

const READ_ONLY = { readOnlyHint: true, openWorldHint: false } as const;

/**
 * The tools: each calls the procedure the web app and REST call, as the token's user, with the procedure's own
 * input schema; structured content is the procedure's output (a page around it where it is a list).
 */
export function registerTools(server: McpServer, ctx: McpContext): void {
  const { caller, appUrl, log } = ctx;

  server.registerTool(
    "search_meetings",
    {
      title: "Search meetings",
      description:
        "Search the user's meetings (titles, descriptions, transcripts, summaries). Filter by day range, platform, participant (name or email) or one meeting. Each match links to the transcript moment (/meetings/{id}#t=seconds).",
      inputSchema: toolSchema(SearchInput),
      outputSchema: toolSchema(SearchResponse),
      annotations: READ_ONLY,
    },
    (input) => answer("search_meetings", log, () => caller.search.query(input), (out) => ({ structured: out, text: searchText(out, appUrl) })),
  );

  server.registerTool(
    "ask",
    {
      title: "Ask your meetings",
      description:
        "Answer a question from the user's meetings, citing the transcript moments it comes from (answered: false when the meetings do not contain it). Same filters as search_meetings. Needs the trial or Pro plan; 20 questions a minute.",
      inputSchema: toolSchema(AskInput),
      outputSchema: toolSchema(AskResponse),
      annotations: { readOnlyHint: true, openWorldHint: false, idempotentHint: false },
    },
    (input) => answer("ask", log, () => caller.search.ask(input), (out) => ({ structured: out, text: askText(out, appUrl) })),
  );

  server.registerTool(
    "list_meetings",
    {
      title: "List meetings",
      description:
        "The user's meetings, paged by limit and offset. upcoming: true for meetings still to come (use order asc for soonest first); past: true for meetings that have started; q filters title and description; status filters by status.",
      inputSchema: toolSchema(ListMeetingsToolInput),
      outputSchema: toolSchema(MeetingsPage),
      annotations: READ_ONLY,
    },
    (input) =>
      answer(
        "list_meetings",
        log,
        () => caller.meetings.list(input),
        (meetings) => {
          const page: MeetingsPage = { meetings, limit: input.limit, offset: input.offset, next_offset: meetings.length === input.limit ? input.offset + input.limit : null };
          return { structured: page, text: meetingsText(meetings, page.next_offset) };
        },
      ),
  );

  server.registerTool(
    "get_meeting",
    {
      title: "Get a meeting",
      description: "One meeting: its details, who attended (and who was invited but absent), how the user arrived when the stand-in covered it, and its current summary (overview, key points, decisions, action items).",
      inputSchema: toolSchema(MeetingIdInput),
      outputSchema: toolSchema(MeetingDetails),
      annotations: READ_ONLY,
    },
    (input) => answer("get_meeting", log, () => meetingDetails(ctx, input.id), (out) => ({ structured: out, text: meetingText(out, appUrl) })),
  );

  server.registerTool(
    "get_transcript",
    {
      title: "Read a transcript",
      description: "A meeting's transcript, paged by offset and limit (turns). Each turn has a link to that moment on the meeting page (/meetings/{id}#t=seconds).",
      inputSchema: toolSchema(TranscriptToolInput),
      outputSchema: toolSchema(TranscriptPage),
      annotations: READ_ONLY,
    },
    (input) =>
      answer(
        "get_transcript",
        log,
        () => caller.bots.meetingCapture({ meeting_id: input.meeting_id }),
        (capture) => {
          const { offset, limit } = input;
          const total = capture.transcript.length;
          const page: TranscriptPage = {
            meeting_id: input.meeting_id,
            live: capture.live,
            total,
            offset,
            limit,
            next_offset: offset + limit < total ? offset + limit : null,
            segments: capture.transcript.slice(offset, offset + limit).map((s) => ({ ...s, link: transcriptHref(input.meeting_id, s.start_seconds) })),
          };
          return { structured: page, text: transcriptText(page, appUrl) };
        },
      ),
  );

  server.registerTool(
    "list_action_items",
    {
      title: "List open action items",
      description:
        "Open action items across the user's meetings (from each meeting's current summary), newest meeting first. Filter by owner (part of a name), deadline as it was said (due, has_due) and meeting day (from, to); paged by limit and offset.",
      inputSchema: toolSchema(ListActionItemsInput),
      outputSchema: toolSchema(ActionItemsResponse),
      annotations: READ_ONLY,
    },
    (input) => answer("list_action_items", log, () => caller.summaries.actionItems(input), (out) => ({ structured: out, text: actionItemsText(out, appUrl) })),
  );

  server.registerTool(
    "deploy_bot",
    {
      title: "Send the stand-in to a meeting",
      description:
        "Send the user's stand-in bot to a Zoom, Google Meet or Microsoft Teams link now (optionally tied to one of their meetings by meeting_id). The same checks as the app: the plan, the link, one bot per meeting.",
      inputSchema: toolSchema(DeployBotInput),
      outputSchema: toolSchema(DeployBotResponse),
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
    },
    (input) => answer("deploy_bot", log, () => caller.bots.deploy(input), (out) => ({ structured: out, text: deployText(out) })),
  );
}
