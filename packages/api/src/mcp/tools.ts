import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { AskInput } from "@understudy/services/ask";
import { DeployBotInput, DeployBotResponse } from "@understudy/services/bots";
import { MeetingIdInput } from "@understudy/services/meetings";
import { SearchInput } from "@understudy/services/search";
import { ListActionItemsInput } from "@understudy/services/action-items";
import { z } from "zod";
import { connectorFetch, connectorSearch } from "./connector";
import type { McpContext } from "./context";
import { actionItemWithUrl, actionItemsWithUrls, askWithUrls, searchWithUrls, withMeetingUrl } from "./links";
import { meetingDetails, meetingsBatch } from "./meeting-details";
import { answer } from "./result";
import { allows, scopesOf } from "./scopes";
import {
  ConnectorDocument,
  ConnectorFetchInput,
  ConnectorSearchInput,
  ConnectorSearchResults,
  GetMeetingsInput,
  ListMeetingsToolInput,
  McpActionItem,
  McpActionItems,
  McpAskResponse,
  McpSearchResponse,
  MeetingDetails,
  MeetingsBatch,
  MeetingsPage,
  toolSchema,
  TranscriptPage,
  TranscriptToolInput,
  WhoAmI,
} from "./shapes";
import { actionItemText, actionItemsText, askText, batchText, deployText, meetingsText, meetingText, searchText, transcriptText, whoamiText } from "./text";
import { transcriptPage } from "./transcript";

const CompleteActionItemInput = z.strictObject({
  id: z.string().max(100).meta({ description: "The item's id, from list_action_items" }),
  done: z.boolean().default(true).meta({ description: "false reopens it" }),
});

const READ_ONLY = { readOnlyHint: true, openWorldHint: false } as const;

/**
 * The tools: each calls the procedure the web app and REST call, as the token's user, with the procedure's own
 * input schema; structured content is the procedure's output (a page around it where it is a list), with absolute
 * links. Which tools exist depends on the connection's scopes (meetings:read, meetings:ask, bot:send, action_items:write).
 */
export function registerTools(server: McpServer, ctx: McpContext): void {
  if (allows(ctx, "meetings:read")) registerReadTools(server, ctx);
  if (allows(ctx, "meetings:ask")) {
    server.registerTool(
      "ask",
      {
        title: "Ask your meetings",
        description:
          "Answer a question from the user's meetings, citing the transcript moments it comes from (answered: false when the meetings do not contain it). Same filters as search_meetings. Each citation has segment_id and start_seconds for get_transcript. Needs the trial or Pro plan; 20 questions a minute.",
        inputSchema: toolSchema(AskInput),
        outputSchema: toolSchema(McpAskResponse),
        annotations: { readOnlyHint: true, openWorldHint: false, idempotentHint: false },
      },
      (input) => answer("ask", ctx.log, async () => askWithUrls(ctx.appUrl, await ctx.caller.search.ask(input)), (out) => ({ structured: out, text: askText(out, ctx.appUrl) })),
    );
  }
  if (allows(ctx, "bot:send")) {
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
      (input) => answer("deploy_bot", ctx.log, () => ctx.caller.bots.deploy(input), (out) => ({ structured: out, text: deployText(out) })),
    );
  }
  if (allows(ctx, "action_items:write")) {
    server.registerTool(
      "complete_action_item",
      {
        title: "Tick off an action item",
        description: "Mark one of the user's action items done by its id (from list_action_items); done: false reopens it. Another user's id is not found.",
        inputSchema: toolSchema(CompleteActionItemInput),
        outputSchema: toolSchema(McpActionItem),
        annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
      },
      (input) =>
        answer(
          "complete_action_item",
          ctx.log,
          async () => actionItemWithUrl(ctx.appUrl, await ctx.caller.actionItems.complete(input)),
          (out) => ({ structured: out, text: actionItemText(out, ctx.appUrl) }),
        ),
    );
  }
}

function registerReadTools(server: McpServer, ctx: McpContext): void {
  const { caller, appUrl, log } = ctx;

  server.registerTool(
    "whoami",
    {
      title: "Who am I",
      description: "The signed-in user (name, email, plan) and what this connection may do. Use the name to find the user's own action items and turns.",
      outputSchema: toolSchema(WhoAmI),
      annotations: READ_ONLY,
    },
    () =>
      answer(
        "whoami",
        log,
        () => caller.auth.me(),
        (me) => {
          const out: WhoAmI = {
            user: { id: me.id, name: me.name, email: me.email, subscription_plan: me.subscription_plan, trial_days_remaining: me.trial_days_remaining },
            scopes: [...scopesOf(ctx)],
            via: ctx.actor.via,
            app_url: appUrl,
          };
          return { structured: out, text: whoamiText(out) };
        },
      ),
  );

  server.registerTool(
    "search_meetings",
    {
      title: "Search meetings",
      description:
        'Search the user\'s meetings (titles, descriptions, transcripts, summaries). Words in quotes must be said as written ("agreed", "travel budget"). Filter by day range, platform, participant (name or email) or one meeting. Each match has segment_id and start_seconds (open it with get_transcript) and url, the moment on the web app.',
      inputSchema: toolSchema(SearchInput),
      outputSchema: toolSchema(McpSearchResponse),
      annotations: READ_ONLY,
    },
    (input) => answer("search_meetings", log, async () => searchWithUrls(appUrl, await caller.search.query(input)), (out) => ({ structured: out, text: searchText(out, appUrl) })),
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
          const page: MeetingsPage = { meetings: meetings.map((m) => withMeetingUrl(appUrl, m)), limit: input.limit, offset: input.offset, next_offset: meetings.length === input.limit ? input.offset + input.limit : null };
          return { structured: page, text: meetingsText(meetings, page.next_offset) };
        },
      ),
  );

  server.registerTool(
    "get_meeting",
    {
      title: "Get a meeting",
      description:
        "One meeting: its details, who attended (and who was invited but absent), how the user arrived when the stand-in covered it, and its current summary (overview, key points, decisions, action items, each with start_seconds and url).",
      inputSchema: toolSchema(MeetingIdInput),
      outputSchema: toolSchema(MeetingDetails),
      annotations: READ_ONLY,
    },
    (input) => answer("get_meeting", log, () => meetingDetails(ctx, input.id), (out) => ({ structured: out, text: meetingText(out, appUrl) })),
  );

  server.registerTool(
    "get_meetings",
    {
      title: "Get several meetings",
      description: "Up to 20 meetings by id in one call, each as get_meeting gives it; ids that name none of the user's meetings are listed in not_found.",
      inputSchema: toolSchema(GetMeetingsInput),
      outputSchema: toolSchema(MeetingsBatch),
      annotations: READ_ONLY,
    },
    (input) => answer("get_meetings", log, () => meetingsBatch(ctx, input.ids), (out) => ({ structured: out, text: batchText(out, appUrl) })),
  );

  server.registerTool(
    "get_transcript",
    {
      title: "Read a transcript",
      description:
        "A meeting's transcript: from a turn offset, or around a moment, at_seconds (the turn being spoken then) or segment_id (a search match's or citation's turn), with `before` turns of context. Every turn has its segment_id, start_seconds and url.",
      inputSchema: toolSchema(TranscriptToolInput),
      outputSchema: toolSchema(TranscriptPage),
      annotations: READ_ONLY,
    },
    (input) =>
      answer(
        "get_transcript",
        log,
        async () => transcriptPage(await caller.bots.meetingCapture({ meeting_id: input.meeting_id }), input, appUrl),
        (page) => ({ structured: page, text: transcriptText(page, appUrl) }),
      ),
  );

  server.registerTool(
    "list_action_items",
    {
      title: "List action items",
      description:
        'The user\'s action items across meetings (from each summary, and the questions their AI Avatar deferred), open first, then by due date. owner: "me" for the user\'s own, or part of a name; status: open or done (both when left out); deadline as it was said (due, has_due) and meeting day (from, to); paged by limit and offset. Each item has its id (for complete_action_item), start_seconds and url, where it was said.',
      inputSchema: toolSchema(ListActionItemsInput),
      outputSchema: toolSchema(McpActionItems),
      annotations: READ_ONLY,
    },
    (input) => answer("list_action_items", log, async () => actionItemsWithUrls(appUrl, await caller.actionItems.list(input)), (out) => ({ structured: out, text: actionItemsText(out, appUrl) })),
  );

  // The shapes connectors' deep research calls (one string in; JSON text out, as structured content too).
  server.registerTool(
    "search",
    {
      title: "Search (connector)",
      description: "Search the user's meetings for a query; results are meetings by id (for fetch), title and url. search_meetings gives the matching moments.",
      inputSchema: toolSchema(ConnectorSearchInput),
      outputSchema: toolSchema(ConnectorSearchResults),
      annotations: READ_ONLY,
    },
    (input) => answer("search", log, () => connectorSearch(ctx, input.query), (out) => ({ structured: out, text: JSON.stringify(out) })),
  );

  server.registerTool(
    "fetch",
    {
      title: "Fetch (connector)",
      description: "One meeting by id (from search) as a document: its details, summary and whole transcript as text, with its url.",
      inputSchema: toolSchema(ConnectorFetchInput),
      outputSchema: toolSchema(ConnectorDocument),
      annotations: READ_ONLY,
    },
    (input) => answer("fetch", log, () => connectorFetch(ctx, input.id), (out) => ({ structured: out, text: JSON.stringify(out) })),
  );
}
