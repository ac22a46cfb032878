export * from "./schemas";
export { searchMeetings } from "./query";
export { toParts } from "./highlight";
