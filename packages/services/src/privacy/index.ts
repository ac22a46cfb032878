export { captureCutoff, captureExpired, DEFAULT_RETENTION_DAYS, RETENTION_CHOICES, retentionCutoff, type RetentionDays } from "./policy";
export { purgeExpiredCapture, type RetentionRun } from "./retention";
export { PrivacySettingsResponse, UpdatePrivacySettingsInput } from "./schemas";
export { getPrivacySettings, updatePrivacySettings } from "./settings";
