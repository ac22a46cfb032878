import { WebClient, type Block, type KnownBlock, type WebClientOptions } from "@slack/web-api";
import { SlackApiError, toSlackError } from "./errors";
import type { SlackConnector, SlackInstallation } from "./interface";

/**
 * The bot scopes the app asks for: post (chat:write) and see the channels it is in, public (channels:read) and
 * private (groups:read). No chat:write.public: the recap goes only where the bot was invited.
 */
export const SLACK_BOT_SCOPES = ["chat:write", "channels:read", "groups:read"] as const;

export interface SlackConfig {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  authorizeUrl: string;
  /** `slackApiUrl` of the SDK, ending with a slash. */
  apiUrl: string;
  /** Retries of 5xx and network errors inside one call (a 429 is never waited for here: the caller's job retries). */
  retries?: number;
  timeoutMs?: number;
}

/** Slack through the official SDK (@slack/web-api's WebClient). */
export function createSlackConnector(config: SlackConfig): SlackConnector {
  const options: WebClientOptions = {
    slackApiUrl: config.apiUrl.endsWith("/") ? config.apiUrl : `${config.apiUrl}/`,
    // A 429 becomes an error carrying Retry-After, so a job can be retried after it instead of a worker sleeping.
    rejectRateLimitedCalls: true,
    retryConfig: { retries: config.retries ?? 2, factor: 2, minTimeout: 200, maxTimeout: 2_000 },
    timeout: config.timeoutMs ?? 15_000,
  };
  const client = (token?: string) => new WebClient(token, options);

  const call = async <T>(what: string, fn: () => Promise<T>): Promise<T> => {
    try {
      return await fn();
    } catch (error) {
      throw toSlackError(error, what);
    }
  };

  return {
    authorizationUrl({ state }) {
      const url = new URL(config.authorizeUrl);
      url.searchParams.set("client_id", config.clientId);
      url.searchParams.set("scope", SLACK_BOT_SCOPES.join(","));
      url.searchParams.set("redirect_uri", config.redirectUri);
      url.searchParams.set("state", state);
      return url.href;
    },

    async exchangeCode(code): Promise<SlackInstallation> {
      const res = await call("oauth.v2.access", () =>
        client().oauth.v2.access({ client_id: config.clientId, client_secret: config.clientSecret, code, redirect_uri: config.redirectUri }),
      );
      if (!res.access_token || !res.team?.id) throw new SlackApiError("rejected", "no_token", "oauth.v2.access: no bot token in Slack's answer");
      return {
        accessToken: res.access_token,
        scopes: (res.scope ?? "").split(",").filter(Boolean),
        teamId: res.team.id,
        teamName: res.team.name ?? null,
        botUserId: res.bot_user_id ?? null,
        appId: res.app_id ?? null,
      };
    },

    async revoke(token) {
      try {
        await client(token).auth.revoke();
      } catch (error) {
        const mapped = toSlackError(error, "auth.revoke");
        // Slack no longer accepts the token: that is what revoking wants.
        if (mapped.kind === "revoked") return;
        throw mapped;
      }
    },

    async listChannels(token, { cursor, limit }) {
      const res = await call("conversations.list", () =>
        client(token).conversations.list({ types: "public_channel,private_channel", exclude_archived: true, limit: limit ?? 200, ...(cursor ? { cursor } : {}) }),
      );
      const channels = (res.channels ?? []).flatMap((ch) =>
        ch.id && ch.name ? [{ id: ch.id, name: ch.name, isPrivate: ch.is_private === true, isMember: ch.is_member === true }] : [],
      );
      const next = res.response_metadata?.next_cursor;
      return { channels, nextCursor: next ? next : null };
    },

    async postMessage(token, { channel, text, blocks }) {
      const res = await call("chat.postMessage", () =>
        // Links in the recap are the message's own buttons: no unfurled previews under it.
        client(token).chat.postMessage({ channel, text, blocks: blocks as unknown as (Block | KnownBlock)[], unfurl_links: false, unfurl_media: false }),
      );
      if (!res.ts) throw new SlackApiError("rejected", "no_ts", "chat.postMessage: no ts in Slack's answer");
      return { ts: res.ts, channel: res.channel ?? channel };
    },
  };
}
