import { jsonResponse } from "../../core/http";

const STATUS_NAMES: Record<number, string> = {
  400: "INVALID_ARGUMENT",
  401: "UNAUTHENTICATED",
  403: "PERMISSION_DENIED",
  404: "NOT_FOUND",
  410: "FAILED_PRECONDITION",
  429: "RESOURCE_EXHAUSTED",
  500: "INTERNAL",
  503: "UNAVAILABLE",
};

export interface ApiErrorDetail {
  domain?: string;
  reason: string;
  message: string;
  locationType?: string;
  location?: string;
}

/** Google's legacy JSON error envelope (reference §3 "Errors"), shared by Calendar v3 and Gmail v1. */
export function googleApiError(status: number, detail: ApiErrorDetail, headers: Record<string, string> = {}): Response {
  const error = { domain: detail.domain ?? "global", ...detail };
  return jsonResponse(
    { error: { errors: [error], code: status, message: detail.message, ...(STATUS_NAMES[status] ? { status: STATUS_NAMES[status] } : {}) } },
    status,
    headers,
  );
}

export const badRequest = (message: string, location?: string) =>
  googleApiError(400, { reason: "badRequest", message, ...(location ? { locationType: "parameter", location } : {}) });

export const invalidParameter = (location: string, message = `Invalid value for parameter ${location}`) =>
  googleApiError(400, { reason: "invalid", message, locationType: "parameter", location });

export const notFound = () => googleApiError(404, { reason: "notFound", message: "Not Found" });

export const rateLimited = (status: 403 | 429) =>
  googleApiError(status, { domain: "usageLimits", reason: "rateLimitExceeded", message: "Rate Limit Exceeded" });

export const backendError = (status: 500 | 503) =>
  googleApiError(
    status,
    status === 500
      ? { reason: "backendError", message: "Internal error encountered." }
      : { reason: "backendError", message: "The service is currently unavailable." },
  );
