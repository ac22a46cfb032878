export * from "./schemas";
export { getMeetingPreflight, listMeetingPreflights } from "./get";
export { runPreflights, DEFAULT_PREFLIGHT_RATE_PER_MINUTE, type PreflightOptions, type PreflightReport } from "./batch";
export { checkMeeting, ProviderProbe, type PreflightOutcome } from "./run";
export { preflightQueue, requestPreflight, PREFLIGHT_QUEUE_OPTIONS, type PreflightJobData } from "./queue";
export { PREFLIGHT_NOTIFICATION_KIND } from "./notify";
export { DAY_WINDOW_MINUTES, FINAL_WINDOW_MINUTES, stageFor, overall } from "./policy";
