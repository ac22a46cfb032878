import { LiveActionResponse, LiveAvatarBody, LiveChatBody, LiveSnapshot, LiveState, LiveStreamQuery } from "@understudy/services/live";
import { route, type RestRoute } from "../define";

const NOT_IN_CALL = { 409: "The bot is not in the call" };

/** The live room of a covered meeting (docs/product.md#the-live-room). */
export const liveRoutes: RestRoute[] = [
  route("GET", "/meetings/{id}/live", {
    tag: "live",
    auth: "user",
    summary:
      "The meeting as it happens, as Server-Sent Events: `state` (bot, participants, catch-up so far, avatar turns; no id), `line` (a transcript line) and `event` (a status or attendance change), each with the stored event's id. Reconnect with Last-Event-ID to resume with nothing lost or repeated; a comment every 15 s keeps it open",
    response: LiveState,
    stream: { description: "text/event-stream of `state`, `line` and `event` messages" },
    query: LiveStreamQuery,
    procedure: (c) => c.live.stream,
    input: ({ params, query }) => ({ ...query, id: params.id }),
  }),
  route("GET", "/meetings/{id}/live/snapshot", {
    tag: "live",
    auth: "user",
    summary: "The live room at once: its state and the transcript so far (the stream resumes after `last_event_id`)",
    response: LiveSnapshot,
    procedure: (c) => c.live.snapshot,
    input: ({ params }) => params,
  }),
  route("POST", "/meetings/{id}/live/chat", {
    tag: "live",
    auth: "user",
    summary: 'Send a line to the meeting chat through the bot ("Running 5 minutes late — please start"): plain text, at most 500 characters, 5 a minute',
    body: LiveChatBody,
    response: LiveActionResponse,
    errors: NOT_IN_CALL,
    procedure: (c) => c.live.chat,
    input: ({ params, body }) => ({ ...body, id: params.id }),
  }),
  route("PUT", "/meetings/{id}/live/avatar", {
    tag: "live",
    auth: "user",
    summary: 'Pause or resume the AI Avatar in this meeting: `{"paused": true}` — paused, it logs what it heard and says nothing',
    body: LiveAvatarBody,
    response: LiveActionResponse,
    procedure: (c) => c.live.pauseAvatar,
    input: ({ params, body }) => ({ ...body, id: params.id }),
  }),
  route("POST", "/meetings/{id}/live/join", {
    tag: "live",
    auth: "user",
    summary: "I'm joining now: the hand-over (the avatar stops; the bot leaves or stays silent as Settings → Meeting bot says)",
    response: LiveActionResponse,
    errors: NOT_IN_CALL,
    procedure: (c) => c.live.joinNow,
    input: ({ params }) => params,
  }),
  route("POST", "/meetings/{id}/live/stop", {
    tag: "live",
    auth: "user",
    summary: "Stop the bot: it leaves the call now (what it captured is kept)",
    response: LiveActionResponse,
    errors: NOT_IN_CALL,
    procedure: (c) => c.live.stop,
    input: ({ params }) => params,
  }),
];
