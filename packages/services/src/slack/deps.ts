import type { TokenCipher } from "@understudy/integrations/crypto";
import type { SlackConnector } from "@understudy/integrations/slack";
import { configured, type AppDeps } from "../deps";

/** What the Slack services need from outside: the Slack app and the cipher its bot tokens are sealed with. */
export interface SlackDeps {
  slack: SlackConnector;
  cipher: TokenCipher;
}

/** An unconfigured Slack app or a missing TOKEN_ENCRYPTION_KEY is a 503 for the caller, never a crash. */
export function slackDeps(deps: AppDeps): SlackDeps {
  return {
    slack: configured(deps.slack, "Slack is not configured on this server"),
    cipher: configured(deps.cipher, "Token encryption is not configured on this server (TOKEN_ENCRYPTION_KEY)"),
  };
}
