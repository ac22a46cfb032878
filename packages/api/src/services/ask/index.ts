export * from "./schemas";
export { askMeetings, ASK_PASSAGES } from "./ask";
export { resolveCitations, stripMarkers } from "./citations";
export { ASK_PROMPT_VERSION, ASK_SYSTEM, askUserMessage } from "./prompt";
