import { ActionItemsResponse, ListActionItemsInput } from "@understudy/services/summaries";
import { route, type RestRoute } from "../define";

/** Action items from the meetings' summaries. */
export const summariesRoutes: RestRoute[] = [
  route("GET", "/action-items", {
    tag: "meetings",
    auth: "user",
    summary: "Open action items across your meetings (from each meeting's current summary), newest meeting first; filter by owner, deadline (as said) and meeting day; paged by limit and offset",
    query: ListActionItemsInput,
    response: ActionItemsResponse,
    procedure: (c) => c.summaries.actionItems,
    input: ({ query }) => query,
  }),
];
