export { botPlatform, classifyConferenceUrl, classifyMeetingUrl, type BotPlatform, type MeetingLink, type MeetingPlatform } from "./classify";
export { unwrapTracking } from "./tracking";
export { MAX_URL_LENGTH, parseHttpUrl } from "./url";
