export * from "./schemas";
export { askMeetings, ASK_PASSAGES } from "./ask";
export { linesOf, quoteFor, resolveCitations, stripMarkers } from "./citations";
export { ASK_PROMPT_VERSION, ASK_SYSTEM, askUserMessage } from "./prompt";
