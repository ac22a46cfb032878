export * from "./schemas";
export { searchMeetings } from "./query";
export { toParts } from "./highlight";
export { retrievePassages, transcriptHref, DEFAULT_PASSAGES, MAX_PASSAGES, type Passage, type RetrieveArgs } from "./passages";
export type { SearchFilters } from "./filters";
