export * from "./schemas";
export { deployBot, PRODUCT_NAME, UNSUPPORTED_PLATFORM } from "./deploy";
export { listBotSessions } from "./list";
export { terminateBotSession } from "./terminate";
export { receiveBotWebhook, applyBotWebhook, botWebhookContext, type BotWebhookOutcome } from "./webhook";
export { botDeps, configuredBotProvider, type BotDeps } from "./provider";
export { mapProviderStatus, applyStatusEvent, isLive, LIVE_STATUSES } from "./status";
export { getBotSessionDetails } from "./details";
