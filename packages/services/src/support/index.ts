export * from "./schemas";
export { submitSupportRequest, listSupportRequests, SUPPORT_HOURLY_LIMIT } from "./submit";
export { deliverSupportRequest, retryUndeliveredSupportRequests, supportMail, SUPPORT_RETRY_AFTER_MS, SUPPORT_RETRY_WINDOW_MS, type DeliveryOutcome } from "./deliver";
export { supportMailerFromEnv, type SupportMailer } from "./mailer";
