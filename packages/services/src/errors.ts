/* ---------------------------------------------------------------------------------------------------------
 * Domain errors
 * Services throw only these. The code union is closed: adding a code forces a row in the API's ERROR_TABLE.
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

export const GENERIC_INTERNAL_MESSAGE = "Something went wrong on our side";
