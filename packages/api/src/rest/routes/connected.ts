import { MeetingResponse } from "@understudy/services/meetings/schemas";
import { AskInput, AskResponse } from "@understudy/services/ask/schemas";
import { BotPreferencesResponse, MeetingBotCoverageResponse, MeetingBotCoverFields, UpdateBotPreferencesInput } from "@understudy/services/bots/coverage/coverage-schemas";
import { BotSessionDetailsResponse, BotSessionsInput, BotSessionsResponse, DeployBotInput, DeployBotResponse, TerminateBotResponse } from "@understudy/services/bots/schemas";
import { MeetingPreflightResponse } from "@understudy/services/bots/preflight/schemas";
import { CatchUpResponse } from "@understudy/services/bots/catch-up/schemas";
import { CalendarEventsResponse, SyncResponse } from "@understudy/services/calendar/schemas";
import { AddDetectedMeetingFields, GmailMeetingsResponse } from "@understudy/services/gmail/schemas";
import { AuthUrlResponse, DisconnectResponse, GoogleStatusResponse } from "@understudy/services/google/schemas";
import { SearchInput, SearchResponse } from "@understudy/services/search/schemas";
import { route, type RestRoute } from "../define";

/** Google (calendar, Gmail, the connection), search and questions, meeting bots. */
export const connectedRoutes: RestRoute[] = [
  route("GET", "/calendar/events", {
    tag: "calendar",
    auth: "user",
    summary: "Upcoming Google Calendar events (next 28 days) with attendees and the join link",
    response: CalendarEventsResponse,
    procedure: (c) => c.calendar.events,
  }),
  route("POST", "/calendar/sync", {
    tag: "calendar",
    auth: "user",
    summary: "Sync Google Calendar into meetings; counts what was created and updated",
    response: SyncResponse,
    procedure: (c) => c.calendar.sync,
  }),
  route("GET", "/gmail/meetings", {
    tag: "gmail",
    auth: "user",
    summary: "Meeting invites detected in recent Gmail (Zoom, Google Meet, Teams links and calendar invitations)",
    response: GmailMeetingsResponse,
    procedure: (c) => c.gmail.meetings,
  }),
  route("POST", "/gmail/meetings/{email_id}/add", {
    tag: "gmail",
    auth: "user",
    summary: "Add a detected invite as a meeting",
    body: AddDetectedMeetingFields,
    response: MeetingResponse,
    status: 201,
    procedure: (c) => c.gmail.addMeeting,
    input: ({ params, body }) => ({ ...body, email_id: params.email_id }),
  }),
  route("GET", "/google/auth-url", {
    tag: "google",
    auth: "user",
    summary: "The Google consent URL for Calendar and Gmail access; open it in a 500×600 popup",
    response: AuthUrlResponse,
    procedure: (c) => c.google.authUrl,
  }),
  route("GET", "/google/status", {
    tag: "google",
    auth: "user",
    summary: "Whether Google is connected, for which account, and how the last sync went",
    response: GoogleStatusResponse,
    procedure: (c) => c.google.status,
  }),
  route("DELETE", "/google/connection", {
    tag: "google",
    auth: "user",
    summary: "Disconnect Google: revoke the grant and delete its tokens (meetings stay)",
    response: DisconnectResponse,
    procedure: (c) => c.google.disconnect,
  }),
  route("GET", "/search", {
    tag: "search",
    auth: "user",
    summary: "Search your meetings' titles, descriptions, transcripts and summaries; matches link to the transcript second (mode: hybrid when semantic search runs too)",
    query: SearchInput,
    response: SearchResponse,
    procedure: (c) => c.search.query,
    input: ({ query }) => query,
  }),
  route("POST", "/search/ask", {
    tag: "search",
    auth: "user",
    summary: "Ask a question across your meetings; the answer cites transcript moments (answered: false when the meetings do not contain it). Trial and Pro; 20 questions a minute",
    body: AskInput,
    response: AskResponse,
    procedure: (c) => c.search.ask,
    input: ({ body }) => body,
  }),
  route("POST", "/bot/deploy", {
    tag: "bots",
    auth: "user",
    summary: "Send a meeting bot to a Zoom, Google Meet or Microsoft Teams link; response session_id",
    body: DeployBotInput,
    response: DeployBotResponse,
    procedure: (c) => c.bots.deploy,
    input: ({ body }) => body,
  }),
  route("GET", "/bot/sessions", {
    tag: "bots",
    auth: "user",
    summary: "The user's bot sessions, newest first (a page with limit and offset; the first 100 without them)",
    query: BotSessionsInput,
    response: BotSessionsResponse,
    procedure: (c) => c.bots.sessions,
    input: ({ query }) => query,
  }),
  route("GET", "/bot/sessions/{session_id}", {
    tag: "bots",
    auth: "user",
    summary: "One session with the stand-in's milestones, the owner's arrival (on time, late by N minutes, absent), attendance and the transcript so far",
    response: BotSessionDetailsResponse,
    procedure: (c) => c.bots.details,
    input: ({ params }) => params,
  }),
  route("DELETE", "/bot/sessions/{session_id}", {
    tag: "bots",
    auth: "user",
    summary: "Terminate a live bot (it leaves the call) or remove a finished session",
    response: TerminateBotResponse,
    procedure: (c) => c.bots.terminate,
    input: ({ params }) => params,
  }),
  route("GET", "/bot/preferences", {
    tag: "bots",
    auth: "user",
    summary: "Which meetings get a stand-in bot (cover_rule) and what it does when you join (on_owner_join)",
    response: BotPreferencesResponse,
    procedure: (c) => c.bots.preferences.get,
  }),
  route("PUT", "/bot/preferences", {
    tag: "bots",
    auth: "user",
    summary: "Change cover_rule (all_with_link, organised_by_me, external_only, none) and/or on_owner_join (leave, stay_silent)",
    body: UpdateBotPreferencesInput,
    response: BotPreferencesResponse,
    procedure: (c) => c.bots.preferences.update,
    input: ({ body }) => body,
  }),
  route("GET", "/meetings/{id}/bot", {
    tag: "bots",
    auth: "user",
    summary: "Whether a stand-in bot will cover this meeting, and why",
    response: MeetingBotCoverageResponse,
    procedure: (c) => c.bots.meetingCoverage,
    input: ({ params }) => params,
  }),
  route("GET", "/meetings/{id}/catch-up", {
    tag: "bots",
    auth: "user",
    summary: "What you missed: the running summary the stand-in bot keeps while you are away (decisions, action items, questions for you), and once your join is seen the catch-up you were sent, your arrival on the transcript's time line and how each channel went; 404 when the bot never stood in for you",
    response: CatchUpResponse,
    procedure: (c) => c.bots.catchUp,
    input: ({ params }) => ({ meeting_id: params.id }),
  }),
  route("PUT", "/meetings/{id}/bot", {
    tag: "bots",
    auth: "user",
    summary: "The per-meeting bot toggle: bot_cover true (always), false (never) or null (follow the cover rule)",
    body: MeetingBotCoverFields,
    bodyPath: "cover",
    response: MeetingBotCoverageResponse,
    procedure: (c) => c.bots.setMeetingCover,
    input: ({ params, body }) => ({ id: params.id, cover: body }),
  }),
  route("GET", "/meetings/{id}/preflight", {
    tag: "bots",
    auth: "user",
    summary: "The latest pre-flight of a covered meeting (24 h and 10 min before): each check ok, warning or will_fail, with a reason and a fix",
    response: MeetingPreflightResponse,
    procedure: (c) => c.bots.meetingPreflight,
    input: ({ params }) => params,
  }),
];
