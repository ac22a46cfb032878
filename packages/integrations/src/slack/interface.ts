/** What Understudy needs from Slack: install the app to a workspace, list where it may post, post a recap. */
export interface SlackConnector {
  /** Slack's install consent for the bot scopes, carrying `state` back to the callback. */
  authorizationUrl(input: { state: string }): string;
  /** `oauth.v2.access`: the bot token and the workspace it belongs to. */
  exchangeCode(code: string): Promise<SlackInstallation>;
  /** `auth.revoke`: the token stops working. A token Slack already refuses counts as revoked. */
  revoke(token: string): Promise<void>;
  /** One page of `conversations.list` (public and private channels, archived ones left out). */
  listChannels(token: string, input: { cursor?: string; limit?: number }): Promise<{ channels: SlackChannel[]; nextCursor: string | null }>;
  /** `chat.postMessage`; returns the message's `ts`. */
  postMessage(token: string, message: { channel: string; text: string; blocks: readonly SlackBlock[] }): Promise<{ ts: string; channel: string }>;
}

export interface SlackInstallation {
  accessToken: string;
  scopes: string[];
  teamId: string;
  teamName: string | null;
  botUserId: string | null;
  appId: string | null;
}

export interface SlackChannel {
  id: string;
  name: string;
  isPrivate: boolean;
  /** The bot is in it: chat.postMessage works there with chat:write alone. */
  isMember: boolean;
}

/** A Block Kit block as sent (https://api.slack.com/reference/block-kit/blocks). */
export type SlackBlock = Record<string, unknown> & { type: string };
