import { z } from "zod";
import { MessageResponse } from "@understudy/services/auth";
import { CreateMeetingInput, ListMeetingsInput, MeetingResponse, UpdateMeetingFields } from "@understudy/services/meetings";
import { route, type RestRoute } from "../define";

/** Meetings: list, create, read, update, delete. */
export const meetingsRoutes: RestRoute[] = [
  route("GET", "/meetings", {
    tag: "meetings",
    auth: "user",
    summary: "The user's meetings, newest first",
    query: ListMeetingsInput,
    response: z.array(MeetingResponse),
    procedure: (c) => c.meetings.list,
    input: ({ query }) => query,
  }),
  route("POST", "/meetings", {
    tag: "meetings",
    auth: "user",
    summary: "Create a meeting",
    body: CreateMeetingInput,
    response: MeetingResponse,
    status: 201,
    procedure: (c) => c.meetings.create,
    input: ({ body }) => body,
  }),
  route("GET", "/meetings/{id}", {
    tag: "meetings",
    auth: "user",
    summary: "One meeting",
    response: MeetingResponse,
    procedure: (c) => c.meetings.byId,
    input: ({ params }) => params,
  }),
  route("PUT", "/meetings/{id}", {
    tag: "meetings",
    auth: "user",
    summary: "Update a meeting's fields or status",
    body: UpdateMeetingFields,
    bodyPath: "patch",
    response: MeetingResponse,
    procedure: (c) => c.meetings.update,
    input: ({ params, body }) => ({ id: params.id, patch: body }),
  }),
  route("DELETE", "/meetings/{id}", {
    tag: "meetings",
    auth: "user",
    summary: "Delete a meeting",
    response: MessageResponse,
    procedure: (c) => c.meetings.delete,
    input: ({ params }) => params,
  }),
];
