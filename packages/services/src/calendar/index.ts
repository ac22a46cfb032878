export * from "./schemas";
export { listCalendarEvents } from "./events";
export { syncCalendar, runCalendarSync } from "./sync";
export { applyCalendarEvents, meetingFieldsOf } from "./apply";
export { syncWindow, SYNC_DAYS_AHEAD, SYNC_DAYS_BACK } from "./window";
export { calendarSyncJob, calendarSyncQueue, dispatchCalendarSyncs, dueCalendarSyncs, runCalendarSyncJob } from "./sync.job";
