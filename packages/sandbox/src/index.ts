export { createSandboxApp, type SandboxAppOptions } from "./app";
export { startSandbox, DEFAULT_SANDBOX_PORT, type StartSandboxOptions, type RunningSandbox } from "./start";
export { AVATAR_DEMO_EMAIL, DEMO_ACCOUNTS, EXPIRED_TRIAL_EMAIL, subjectFor, type Account } from "./google/oauth";
export { grantConsent } from "./google/common/consent";
export { SANDBOX_BOT_API_KEY, SANDBOX_BOT_WEBHOOK_SECRET, SCENARIOS as BOT_SCENARIOS, signWebhook as signBotWebhook } from "./bots";
export { OPENAI_AVATAR_FAULTS } from "./openai";
export { SANDBOX_ATTENDEE_API_KEY, SANDBOX_ATTENDEE_WEBHOOK_SECRET } from "./attendee";
export { SANDBOX_SLACK_CLIENT_ID, SANDBOX_SLACK_CLIENT_SECRET, SANDBOX_SLACK_TEAM, allowSlackInstall, type PostedMessage as SlackPostedMessage } from "./slack";
export { type ReceivedPush } from "./push";
