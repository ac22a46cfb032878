import { randomBytes } from "node:crypto";
import { generateVapidKeys } from "@understudy/integrations/push";
import { SANDBOX_BOT_API_KEY, SANDBOX_BOT_WEBHOOK_SECRET, SANDBOX_SLACK_CLIENT_ID, SANDBOX_SLACK_CLIENT_SECRET, type RunningSandbox } from "@understudy/sandbox";

/**
 * The configuration that points every outside service at one running sandbox, as the launcher does when no
 * key is set: `createAppDeps({ env: sandboxAppEnv(sandbox) })` then builds the app's real clients (the same
 * SDKs, other base URLs), so a test exercises the configured paths rather than "not configured" answers.
 */
export function sandboxAppEnv(sandbox: RunningSandbox, overrides: Record<string, string> = {}): Record<string, string> {
  const vapid = generateVapidKeys();
  return {
    ...sandboxGoogleEnv(sandbox),
    STRIPE_SECRET_KEY: "sk_test_understudy_sandbox",
    STRIPE_WEBHOOK_SECRET: "whsec_understudy_sandbox_test",
    STRIPE_API_BASE: sandbox.url,
    OPENAI_API_KEY: "sk-sandbox-understudy",
    OPENAI_BASE_URL: `${sandbox.url}/v1`,
    OPENAI_MAX_RETRIES: "0",
    ELEVENLABS_API_KEY: "xi-sandbox-understudy",
    ELEVENLABS_BASE_URL: sandbox.url,
    RECALL_API_BASE: sandbox.url,
    RECALL_API_KEY: SANDBOX_BOT_API_KEY,
    RECALL_WEBHOOK_SECRET: SANDBOX_BOT_WEBHOOK_SECRET,
    BOT_WEBHOOK_BASE_URL: "http://127.0.0.1:9",
    SMTP_URL: sandbox.smtpUrl,
    SUPPORT_EMAIL: "support@understudy.test",
    ...sandboxSlackEnv(sandbox),
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    PUSH_SERVICE_ORIGINS: new URL(sandbox.url).origin,
    ...overrides,
  };
}

/** Google only (sign-in client, OAuth, Calendar, Gmail) and the key its tokens are stored under, on the sandbox. */
export function sandboxGoogleEnv(sandbox: RunningSandbox, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    AUTH_URL: "http://localhost:3999",
    AUTH_GOOGLE_ID: "understudy-sandbox-client",
    AUTH_GOOGLE_SECRET: "understudy-sandbox-secret",
    GOOGLE_OAUTH_AUTHORIZE_URL: `${sandbox.url}/o/oauth2/v2/auth`,
    GOOGLE_OAUTH_TOKEN_URL: `${sandbox.url}/token`,
    GOOGLE_OAUTH_REVOKE_URL: `${sandbox.url}/revoke`,
    GOOGLE_CALENDAR_API_URL: `${sandbox.url}/`,
    GOOGLE_GMAIL_API_URL: `${sandbox.url}/`,
    TOKEN_ENCRYPTION_KEY: `test:${randomBytes(32).toString("base64url")}`,
    ...overrides,
  };
}

/** The Slack app on the sandbox: its client, the Web API base and the install consent. */
export function sandboxSlackEnv(sandbox: RunningSandbox): Record<string, string> {
  return {
    SLACK_CLIENT_ID: SANDBOX_SLACK_CLIENT_ID,
    SLACK_CLIENT_SECRET: SANDBOX_SLACK_CLIENT_SECRET,
    SLACK_API_URL: `${sandbox.url}/api/`,
    SLACK_OAUTH_AUTHORIZE_URL: `${sandbox.url}/oauth/v2/authorize`,
  };
}
