import { AvatarDraftResponse, LiveActionResponse, LiveAvatarBody, LiveDraftApproveBody, LiveChatBody, LiveSnapshot, LiveState, LiveStreamQuery } from "@understudy/services/live";
import { route, type RestRoute } from "../define";

const NOT_IN_CALL = { 409: "The bot is not in the call" };

/** The live room of a covered meeting (docs/product.md#the-live-room). */
export const liveRoutes: RestRoute[] = [
  route("GET", "/meetings/{id}/live", {
    tag: "live",
    auth: "user",
    summary:
      "The meeting as it happens, as Server-Sent Events: `state` (bot, participants, catch-up so far, avatar turns and drafts; no id), `line` (a transcript line) and `event` (a status or attendance change), each with the stored event's id, and `avatar_draft` (an ask-me-first draft when it appears and each time it is decided or said; no id). Reconnect with Last-Event-ID to resume with nothing lost or repeated; a comment every 15 s keeps it open",
    response: LiveState,
    stream: { description: "text/event-stream of `state`, `line`, `event` and `avatar_draft` messages" },
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
    summary:
      'Pause or resume the AI Avatar in this meeting (`{"paused": true}`: it logs what it heard and says nothing), and "Answer on my own" (`{"answer_on_own": true}`: a talking point, word for word, is said without asking you first; anything else still asks)',
    body: LiveAvatarBody,
    response: LiveActionResponse,
    procedure: (c) => c.live.pauseAvatar,
    input: ({ params, body }) => ({ ...body, id: params.id }),
  }),
  route("POST", "/meetings/{id}/live/drafts/{draftId}/approve", {
    tag: "live",
    auth: "user",
    summary:
      'Ask-me-first: say the avatar\'s draft. No body says it as drafted; `{"text": "…"}` says your edit instead, only if it passes the same rules (your own words from the cited sources, nothing that commits unless it is a talking point word for word): 422 with the reason otherwise. 409 once the draft was decided or expired',
    body: LiveDraftApproveBody,
    response: AvatarDraftResponse,
    errors: { 409: "The draft was already decided, or expired" },
    procedure: (c) => c.live.approveDraft,
    // No body at all approves as drafted (the body's type cannot say so, hence the lint exception).
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
    input: ({ params, body }) => ({ ...(body ?? {}), id: params.id, draft_id: params.draftId }),
  }),
  route("POST", "/meetings/{id}/live/drafts/{draftId}/reject", {
    tag: "live",
    auth: "user",
    summary: "Ask-me-first: reject the avatar's draft; it says the deferral instead and the question becomes your action item. 409 once the draft was decided or expired",
    response: AvatarDraftResponse,
    errors: { 409: "The draft was already decided, or expired" },
    procedure: (c) => c.live.rejectDraft,
    input: ({ params }) => ({ id: params.id, draft_id: params.draftId }),
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
