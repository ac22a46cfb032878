import { AskInput, AskResponse } from "@understudy/services/ask";
import { SearchInput, SearchResponse } from "@understudy/services/search";
import { route, type RestRoute } from "../define";

/** Search and questions across meetings. */
export const searchRoutes: RestRoute[] = [
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
];
