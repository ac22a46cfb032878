import { processEnv, type EnvSource } from "../env";
import { slackEnv } from "./env";
import { createSlackConnector, type SlackConfig } from "./slack-provider";
import type { SlackConnector } from "./interface";

export * from "./interface";
export { SlackApiError, toSlackError, type SlackErrorKind } from "./errors";
export { createSlackConnector, SLACK_BOT_SCOPES, type SlackConfig } from "./slack-provider";
export { slackEnv } from "./env";

/** The Slack app the environment describes, or null when none is configured. */
export function slackConfigFromEnv(source: EnvSource = processEnv()): SlackConfig | null {
  const env = slackEnv(source);
  if (!env.SLACK_CLIENT_ID || !env.SLACK_CLIENT_SECRET) return null;
  const redirectUri = env.SLACK_REDIRECT_URI ?? (env.AUTH_URL ? new URL("/api/slack/callback", env.AUTH_URL).href : null);
  if (!redirectUri) return null;
  return { clientId: env.SLACK_CLIENT_ID, clientSecret: env.SLACK_CLIENT_SECRET, redirectUri, authorizeUrl: env.SLACK_OAUTH_AUTHORIZE_URL, apiUrl: env.SLACK_API_URL };
}

export function slackConnectorFromEnv(source: EnvSource = processEnv()): SlackConnector | null {
  const config = slackConfigFromEnv(source);
  return config ? createSlackConnector(config) : null;
}
