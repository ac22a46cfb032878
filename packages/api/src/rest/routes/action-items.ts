import { ActionItem, ActionItemsResponse, ListActionItemsInput, UpdateActionItemBody } from "@understudy/services/action-items";
import { DraftFollowUpResponse, HoldTimeResponse } from "@understudy/services/follow-ups";
import { z } from "zod";
import { route, type RestRoute } from "../define";

const FollowUpBody = z.strictObject({ time_zone: z.string().max(64).optional() }).meta({ id: "FollowUpBody" });

/** Action items: rows kept from each meeting's summary and the questions the AI Avatar deferred. */
export const actionItemsRoutes: RestRoute[] = [
  route("GET", "/action-items", {
    tag: "meetings",
    auth: "user",
    summary:
      "Your action items across meetings (from each summary, and the questions your AI Avatar deferred), open first, then by due date; owner=me for your own, status=open|done; filter by owner name, deadline (as said) and meeting day; paged by limit and offset",
    query: ListActionItemsInput,
    response: ActionItemsResponse,
    procedure: (c) => c.actionItems.list,
    input: ({ query }) => query,
  }),
  route("PATCH", "/action-items/{id}", {
    tag: "meetings",
    auth: "user",
    summary: 'Tick an action item done or reopen it (status), reword it (text), reassign it (owner: "me", a name, or null) or set its day (due_date, YYYY-MM-DD or null); another user\'s item is 404',
    body: UpdateActionItemBody,
    response: ActionItem,
    procedure: (c) => c.actionItems.update,
    input: ({ params, body }) => ({ id: params.id, patch: body }),
  }),
  route("POST", "/action-items/{id}/follow-up-draft", {
    tag: "meetings",
    auth: "user",
    summary:
      'Create a Gmail draft about the item to the attendees who were present (nothing is sent); outcome "needs_permission" carries Google\'s consent URL for gmail.compose alone, tap again after it',
    body: FollowUpBody,
    response: DraftFollowUpResponse,
    procedure: (c) => c.actionItems.draftFollowUp,
    input: ({ params, body }) => ({ action_item_id: params.id, ...body }),
  }),
  route("POST", "/action-items/{id}/hold", {
    tag: "meetings",
    auth: "user",
    summary:
      'Hold 30 minutes on your Google Calendar for the item (09:00 on its due day or the next working day, in time_zone); outcome "needs_permission" carries Google\'s consent URL for calendar.events alone',
    body: FollowUpBody,
    response: HoldTimeResponse,
    procedure: (c) => c.actionItems.holdTime,
    input: ({ params, body }) => ({ action_item_id: params.id, ...body }),
  }),
];
