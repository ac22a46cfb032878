import { brand, isBranded } from "../cross-bundle";

/**
 * What can go wrong talking to Google, in the terms the app acts on. The SDK's GaxiosError is kept as
 * `cause`; services map these kinds onto their own error codes.
 */
export type GoogleErrorKind =
  /** The refresh token was revoked or expired (`invalid_grant`): the user has to reconnect. */
  | "grant_revoked"
  /** 410 Gone on a sync token: run a full sync. */
  | "sync_token_expired"
  /** 429 or 403 rateLimitExceeded, still failing after backoff. */
  | "rate_limited"
  /** 5xx, timeouts and network errors, still failing after retries. */
  | "unavailable"
  /** 403 other than rate limits (e.g. a scope the user did not grant). */
  | "forbidden"
  | "not_found"
  /** 400s: a request Google will never accept. */
  | "bad_request";

export class GoogleApiError extends Error {
  static override [Symbol.hasInstance](value: unknown): boolean {
    return isBranded(value, "GoogleApiError");
  }

  override name = "GoogleApiError";
  constructor(
    readonly kind: GoogleErrorKind,
    message: string,
    readonly status?: number,
    readonly reason?: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    brand(this, "GoogleApiError");
  }
}

interface GaxiosLike {
  message?: string;
  code?: string | number;
  status?: number;
  response?: { status?: number; data?: unknown };
}

const RATE_LIMIT_REASONS = new Set(["rateLimitExceeded", "userRateLimitExceeded", "quotaExceeded"]);

/** The `reason` of Google's error envelope, if any. */
export function errorReason(data: unknown): string | undefined {
  if (!data || typeof data !== "object") return undefined;
  const error = (data as { error?: unknown }).error;
  if (typeof error === "string") return error;
  const errors = (error as { errors?: { reason?: unknown }[] } | undefined)?.errors;
  const reason = errors?.[0]?.reason;
  return typeof reason === "string" ? reason : undefined;
}

export function isRateLimit(status: number | undefined, reason: string | undefined): boolean {
  return status === 429 || (status === 403 && reason !== undefined && RATE_LIMIT_REASONS.has(reason));
}

/** Turns whatever the SDK threw into a GoogleApiError. */
export function toGoogleError(error: unknown, what: string): GoogleApiError {
  if (error instanceof GoogleApiError) return error;
  const e = (error ?? {}) as GaxiosLike;
  const status = e.response?.status ?? e.status;
  const data = e.response?.data;
  const reason = errorReason(data);
  const wrap = (kind: GoogleErrorKind, message: string) => new GoogleApiError(kind, `${what}: ${message}`, status, reason, { cause: error });
  if (reason === "invalid_grant" || e.message === "invalid_grant") return wrap("grant_revoked", "Google access was revoked or has expired");
  if (status === 410) return wrap("sync_token_expired", "sync token expired, a full sync is required");
  if (isRateLimit(status, reason)) return wrap("rate_limited", "Google rate limit exceeded");
  if (status === 401) return wrap("grant_revoked", "Google rejected the credentials");
  if (status === 403) return wrap("forbidden", reason ?? "forbidden");
  if (status === 404) return wrap("not_found", "not found");
  if (status !== undefined && status >= 400 && status < 500) return wrap("bad_request", reason ?? `HTTP ${status}`);
  return wrap("unavailable", status ? `HTTP ${status}` : (e.message ?? "network error"));
}
