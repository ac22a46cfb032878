export * from "./schemas";
export { draftFollowUpEmail } from "./draft";
export { holdTimeForItem } from "./hold";
export { holdSlot, HOLD_MINUTES } from "./hold-time";
export { presentAttendeeEmails } from "./recipients";
export { rfc2822 } from "./message";
