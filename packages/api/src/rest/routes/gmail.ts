import { AddDetectedMeetingFields, GmailMeetingsResponse } from "@understudy/services/gmail";
import { MeetingResponse } from "@understudy/services/meetings";
import { route, type RestRoute } from "../define";

/** Meeting invites found in Gmail. */
export const gmailRoutes: RestRoute[] = [
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
];
