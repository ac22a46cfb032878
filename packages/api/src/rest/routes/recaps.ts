import { RecapPreview, RecapShare, RecapSharesResponse, ShareRecapBody } from "@understudy/services/recaps";
import { route, type RestRoute } from "../define";

/** The recap email: preview it, share it with the people who were there, see where it went. */
export const recapsRoutes: RestRoute[] = [
  route("GET", "/meetings/{id}/recap", {
    tag: "meetings",
    auth: "user",
    summary: "The meeting's recap email exactly as a person you share it with gets it (subject, HTML, text), and the attendees the bot saw join, with whether each can be sent it",
    response: RecapPreview,
    errors: { 409: "The meeting has no summary yet" },
    procedure: (c) => c.recaps.preview,
    input: ({ params }) => ({ meeting_id: params.id }),
  }),
  route("POST", "/meetings/{id}/recap/share", {
    tag: "meetings",
    auth: "user",
    summary:
      "Send the recap to attendees who were present (a person not seen in the meeting is 400); every address outside your domain must be repeated in confirm_external (400 otherwise); recorded with the summary version; 10 sends an hour",
    body: ShareRecapBody,
    bodyPath: "share",
    response: RecapShare,
    status: 201,
    errors: { 400: "A recipient was not present, or an outside address is not confirmed", 409: "The meeting has no summary yet", 503: "Mail is not configured" },
    procedure: (c) => c.recaps.share,
    input: ({ params, body }) => ({ meeting_id: params.id, share: body }),
  }),
  route("GET", "/meetings/{id}/recap/shares", {
    tag: "meetings",
    auth: "user",
    summary: "Where the meeting's recap went: your own recap email (sent, failed and retried, or bounced) and each share, newest first, with every recipient's outcome",
    response: RecapSharesResponse,
    procedure: (c) => c.recaps.shares,
    input: ({ params }) => ({ meeting_id: params.id }),
  }),
];
