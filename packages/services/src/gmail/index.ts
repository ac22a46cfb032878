export * from "./schemas";
export { listGmailMeetings, GMAIL_QUERY } from "./detect";
export { addDetectedMeeting, titleFromSubject } from "./add";
