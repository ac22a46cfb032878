import { createEnv } from "@t3-oss/env-core";
import { z } from "zod";
import type { EnvSource } from "../env";

/**
 * The Slack app (its OAuth client) and the endpoints. Both URLs default to Slack's own; the launcher points them at
 * the sandbox when no real Slack app is configured. The redirect URI is `${AUTH_URL}/api/slack/callback` unless set.
 */
export function slackEnv(source: EnvSource = process.env) {
  return createEnv({
    server: {
      SLACK_CLIENT_ID: z.string().min(1).optional(),
      SLACK_CLIENT_SECRET: z.string().min(1).optional(),
      AUTH_URL: z.url().optional(),
      SLACK_REDIRECT_URI: z.url().optional(),
      /** The Web API base the SDK calls `<base><method>` on; it must end with a slash. */
      SLACK_API_URL: z.url().default("https://slack.com/api/"),
      SLACK_OAUTH_AUTHORIZE_URL: z.url().default("https://slack.com/oauth/v2/authorize"),
    },
    runtimeEnv: source,
    emptyStringAsUndefined: true,
    skipValidation: source.SKIP_ENV_VALIDATION === "1",
  });
}
