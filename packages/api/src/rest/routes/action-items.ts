import { ActionItem, ActionItemsResponse, ListActionItemsInput, UpdateActionItemBody } from "@understudy/services/action-items";
import { route, type RestRoute } from "../define";

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
];
