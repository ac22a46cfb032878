/**
 * What can go wrong talking to Slack, in the terms the app acts on. Slack answers most failures with HTTP 200,
 * `ok: false` and an error code (https://api.slack.com/web#evaluating_responses); the SDK's error stays as `cause`.
 */
export type SlackErrorKind =
  /** The token no longer works (`token_revoked`, `invalid_auth`, `account_inactive`, ...): the user must reconnect. */
  | "revoked"
  /** The channel cannot take the post (`not_in_channel`, `channel_not_found`, `is_archived`): the user picks another or invites the bot. */
  | "channel"
  /** HTTP 429 `ratelimited`: retry after `retryAfterSeconds`. */
  | "rate_limited"
  /** 5xx, timeouts and network errors. */
  | "unavailable"
  /** A request Slack will never accept as sent (`invalid_blocks`, `missing_scope`, `invalid_code`, ...). */
  | "rejected";

export class SlackApiError extends Error {
  override name = "SlackApiError";
  constructor(
    readonly kind: SlackErrorKind,
    /** Slack's error code (`not_in_channel`) or the SDK's, for the record. */
    readonly code: string,
    message: string,
    readonly retryAfterSeconds: number | null = null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Codes listed on the method pages for a token that is gone (e.g. https://api.slack.com/methods/chat.postMessage#errors). */
const REVOKED = new Set(["token_revoked", "invalid_auth", "account_inactive", "not_authed", "token_expired", "no_permission", "org_login_required", "ekm_access_denied", "team_access_not_granted"]);
const CHANNEL = new Set(["not_in_channel", "channel_not_found", "is_archived", "restricted_action", "restricted_action_read_only_channel", "cannot_reply_to_message"]);
const UNAVAILABLE = new Set(["internal_error", "fatal_error", "service_unavailable", "request_timeout"]);

interface SdkErrorLike {
  code?: string;
  message?: string;
  data?: { error?: string };
  retryAfter?: number;
  statusCode?: number;
}

/** Turns what @slack/web-api threw (platform, rate-limited, HTTP or request error) into a SlackApiError. */
export function toSlackError(error: unknown, what: string): SlackApiError {
  if (error instanceof SlackApiError) return error;
  const e = (error ?? {}) as SdkErrorLike;
  const wrap = (kind: SlackErrorKind, code: string, retryAfter: number | null = null) =>
    new SlackApiError(kind, code, `${what}: ${code}`, retryAfter, { cause: error });
  switch (e.code) {
    case "slack_webapi_platform_error": {
      const code = e.data?.error ?? "unknown_error";
      if (REVOKED.has(code)) return wrap("revoked", code);
      if (CHANNEL.has(code)) return wrap("channel", code);
      if (code === "ratelimited") return wrap("rate_limited", code, 60);
      if (UNAVAILABLE.has(code)) return wrap("unavailable", code);
      return wrap("rejected", code);
    }
    case "slack_webapi_rate_limited_error":
      return wrap("rate_limited", "ratelimited", typeof e.retryAfter === "number" ? e.retryAfter : 60);
    case "slack_webapi_http_error":
      return wrap(e.statusCode !== undefined && e.statusCode < 500 ? "rejected" : "unavailable", `http_${e.statusCode ?? "error"}`);
    default:
      return wrap("unavailable", e.code ?? "request_error");
  }
}
