import type { TRPC_ERROR_CODE_KEY } from "@trpc/server";

/* ---------------------------------------------------------------------------------------------------------
 * Domain errors
 * Services throw only these. The code union is closed: adding a code forces a row in ERROR_TABLE below.
 * ------------------------------------------------------------------------------------------------------- */

export type ServiceErrorCode =
  | "VALIDATION"
  | "UNPROCESSABLE"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "SUBSCRIPTION_REQUIRED"
  | "NOT_FOUND"
  | "CONFLICT"
  | "PAYLOAD_TOO_LARGE"
  | "PRECONDITION_FAILED"
  | "LIMIT_EXCEEDED"
  | "UPSTREAM_UNAVAILABLE"
  | "UPSTREAM_INVALID"
  | "INTERNAL";

export class ServiceError extends Error {
  constructor(
    readonly code: ServiceErrorCode,
    message: string,
    options?: { cause?: unknown; retryAfterSeconds?: number },
  ) {
    super(message, options);
    this.name = "ServiceError";
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }
  readonly retryAfterSeconds: number | undefined;
}

export class NotFoundError extends ServiceError {
  constructor(what: string) {
    super("NOT_FOUND", `${what} not found`);
  }
}

export class ValidationError extends ServiceError {
  constructor(message: string) {
    super("VALIDATION", message);
  }
}

export class ForbiddenError extends ServiceError {
  constructor(message = "You do not have permission to do this") {
    super("FORBIDDEN", message);
  }
}

export class UnauthorizedError extends ServiceError {
  constructor(message = "Not authenticated") {
    super("UNAUTHORIZED", message);
  }
}

export class ConflictError extends ServiceError {
  constructor(message: string) {
    super("CONFLICT", message);
  }
}

export class RateLimitError extends ServiceError {
  constructor(retryAfterSeconds: number) {
    super("LIMIT_EXCEEDED", "Too many requests, slow down", { retryAfterSeconds });
  }
}

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

export const GENERIC_INTERNAL_MESSAGE = "Something went wrong on our side";
