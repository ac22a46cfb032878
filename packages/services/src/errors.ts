/* ---------------------------------------------------------------------------------------------------------
 * Domain errors
 * Services throw only these. The code union is closed: adding a code forces a row in the API's ERROR_TABLE,
 * which is the one place that says what each code is over tRPC and over HTTP.
 * ------------------------------------------------------------------------------------------------------- */

export type ServiceErrorCode =
  /** The input broke a rule of its schema (a field is missing, too long, of the wrong type). */
  | "VALIDATION"
  /** The request is well formed but cannot be acted on as asked (no such plan, an invite link that is not its own). */
  | "BAD_REQUEST"
  | "UNPROCESSABLE"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "SUBSCRIPTION_REQUIRED"
  | "NOT_FOUND"
  | "METHOD_NOT_ALLOWED"
  | "CONFLICT"
  /** It existed and is gone for good (an export past its 24 hours). */
  | "GONE"
  | "PAYLOAD_TOO_LARGE"
  | "UNSUPPORTED_MEDIA_TYPE"
  | "PRECONDITION_FAILED"
  | "LIMIT_EXCEEDED"
  | "UPSTREAM_UNAVAILABLE"
  | "UPSTREAM_INVALID"
  | "INTERNAL";

export interface ServiceErrorOptions {
  cause?: unknown;
  retryAfterSeconds?: number;
  /**
   * An INTERNAL error's message is replaced by a generic one before it leaves the server, because it may
   * describe our internals. Set this when the message was written for the caller (a webhook sender's
   * "retry later").
   */
  expose?: boolean;
}

export class ServiceError extends Error {
  readonly retryAfterSeconds: number | undefined;
  readonly expose: boolean;

  constructor(
    readonly code: ServiceErrorCode,
    message: string,
    options?: ServiceErrorOptions,
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = "ServiceError";
    this.retryAfterSeconds = options?.retryAfterSeconds;
    this.expose = options?.expose ?? false;
  }
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

export class BadRequestError extends ServiceError {
  constructor(message: string) {
    super("BAD_REQUEST", message);
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
  constructor(retryAfterSeconds: number, message = "Too many requests, slow down") {
    super("LIMIT_EXCEEDED", message, { retryAfterSeconds });
  }
}

export const GENERIC_INTERNAL_MESSAGE = "Something went wrong on our side";
