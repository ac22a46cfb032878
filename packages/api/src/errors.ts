import type { TRPC_ERROR_CODE_KEY } from "@trpc/server";

import { GENERIC_INTERNAL_MESSAGE, ServiceError, type ServiceErrorCode } from "@understudy/services/errors";

export { GENERIC_INTERNAL_MESSAGE, ServiceError, type ServiceErrorCode };

/* ---------------------------------------------------------------------------------------------------------
 * The one mapping table: domain code → tRPC code and REST status
 * ------------------------------------------------------------------------------------------------------- */

export const ERROR_TABLE: Record<ServiceErrorCode, { trpc: TRPC_ERROR_CODE_KEY; http: number }> = {
  VALIDATION: { trpc: "BAD_REQUEST", http: 400 },
  UNPROCESSABLE: { trpc: "UNPROCESSABLE_CONTENT", http: 422 },
  UNAUTHORIZED: { trpc: "UNAUTHORIZED", http: 401 },
  FORBIDDEN: { trpc: "FORBIDDEN", http: 403 },
  SUBSCRIPTION_REQUIRED: { trpc: "FORBIDDEN", http: 403 },
  NOT_FOUND: { trpc: "NOT_FOUND", http: 404 },
  CONFLICT: { trpc: "CONFLICT", http: 409 },
  PAYLOAD_TOO_LARGE: { trpc: "PAYLOAD_TOO_LARGE", http: 413 },
  PRECONDITION_FAILED: { trpc: "PRECONDITION_FAILED", http: 412 },
  LIMIT_EXCEEDED: { trpc: "TOO_MANY_REQUESTS", http: 429 },
  UPSTREAM_UNAVAILABLE: { trpc: "SERVICE_UNAVAILABLE", http: 503 },
  /** An upstream (the AI model) answered, but with something unusable: invalid JSON, a refusal, a cut-off. */
  UPSTREAM_INVALID: { trpc: "BAD_GATEWAY", http: 502 },
  INTERNAL: { trpc: "INTERNAL_SERVER_ERROR", http: 500 },
};

/** The tRPC code back to HTTP, for errors raised by tRPC itself (input parsing, missing procedure). */
export const TRPC_TO_HTTP: Partial<Record<TRPC_ERROR_CODE_KEY, number>> = {
  PARSE_ERROR: 400,
  BAD_REQUEST: 400,
  UNPROCESSABLE_CONTENT: 422,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_SUPPORTED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  PRECONDITION_FAILED: 412,
  TOO_MANY_REQUESTS: 429,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
};
