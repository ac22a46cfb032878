import { TRPCError, type TRPC_ERROR_CODE_KEY } from "@trpc/server";
import { ZodError, type z } from "zod";
import { GENERIC_INTERNAL_MESSAGE, ServiceError, ValidationError, type ServiceErrorCode } from "@understudy/services/errors";

export { GENERIC_INTERNAL_MESSAGE, ServiceError, type ServiceErrorCode };

/* ---------------------------------------------------------------------------------------------------------
 * The one mapping table: domain code → tRPC code and HTTP status
 * tRPC's own failures come through it too: an input that fails its schema is VALIDATION.
 * ------------------------------------------------------------------------------------------------------- */

export const ERROR_TABLE: Record<ServiceErrorCode, { trpc: TRPC_ERROR_CODE_KEY; http: number }> = {
  /** Field validation: 422 naming the field over REST; tRPC's own BAD_REQUEST (with its zodError) for the web app. */
  VALIDATION: { trpc: "BAD_REQUEST", http: 422 },
  /** Malformed JSON, and rules the schema cannot see (a plan that does not exist): 400. */
  BAD_REQUEST: { trpc: "BAD_REQUEST", http: 400 },
  UNPROCESSABLE: { trpc: "UNPROCESSABLE_CONTENT", http: 422 },
  UNAUTHORIZED: { trpc: "UNAUTHORIZED", http: 401 },
  FORBIDDEN: { trpc: "FORBIDDEN", http: 403 },
  SUBSCRIPTION_REQUIRED: { trpc: "FORBIDDEN", http: 403 },
  NOT_FOUND: { trpc: "NOT_FOUND", http: 404 },
  METHOD_NOT_ALLOWED: { trpc: "METHOD_NOT_SUPPORTED", http: 405 },
  CONFLICT: { trpc: "CONFLICT", http: 409 },
  /** tRPC has no GONE; the web app reads the detail. */
  GONE: { trpc: "NOT_FOUND", http: 410 },
  PAYLOAD_TOO_LARGE: { trpc: "PAYLOAD_TOO_LARGE", http: 413 },
  UNSUPPORTED_MEDIA_TYPE: { trpc: "UNSUPPORTED_MEDIA_TYPE", http: 415 },
  PRECONDITION_FAILED: { trpc: "PRECONDITION_FAILED", http: 412 },
  LIMIT_EXCEEDED: { trpc: "TOO_MANY_REQUESTS", http: 429 },
  UPSTREAM_UNAVAILABLE: { trpc: "SERVICE_UNAVAILABLE", http: 503 },
  /** An upstream (the AI model) answered, but with something unusable: invalid JSON, a refusal, a cut-off. */
  UPSTREAM_INVALID: { trpc: "BAD_GATEWAY", http: 502 },
  INTERNAL: { trpc: "INTERNAL_SERVER_ERROR", http: 500 },
};

/** A path that exists, asked with a method it does not have: the answer lists the ones it has. */
export class MethodNotAllowedError extends ServiceError {
  constructor(readonly allow: readonly string[]) {
    super("METHOD_NOT_ALLOWED", "Method Not Allowed");
  }
}

/* ---------------------------------------------------------------------------------------------------------
 * Anything thrown → a domain error
 * ------------------------------------------------------------------------------------------------------- */

function describeIssue(issue: z.core.$ZodIssue, stripPrefix?: string): string {
  const path = issue.path.map(String).filter((p, i) => !(i === 0 && p === stripPrefix));
  if (issue.code === "unrecognized_keys") {
    return `Unknown field${issue.keys.length > 1 ? "s" : ""}: ${issue.keys.map((k) => [...path, k].join(".")).join(", ")}`;
  }
  if (issue.code === "invalid_type" && issue.message.includes("received undefined")) {
    return path.length ? `${path.join(".")}: field required` : "Request body is required";
  }
  return path.length ? `${path.join(".")}: ${issue.message}` : issue.message;
}

/** The first issues as one line, each naming its field; `stripPrefix` drops the input key a REST body is nested under. */
export function describeZodError(error: ZodError, stripPrefix?: string): string {
  return error.issues
    .slice(0, 5)
    .map((i) => describeIssue(i, stripPrefix))
    .join("; ");
}

/** tRPC's input parser is the one place tRPC itself raises BAD_REQUEST, with the ZodError as cause. */
export function isInputValidationError(error: TRPCError): error is TRPCError & { cause: ZodError } {
  return error.code === "BAD_REQUEST" && error.cause instanceof ZodError;
}

/**
 * What a caller should be told about any thrown value. Domain errors are themselves, also wrapped by tRPC
 * (as the cause); an input that failed its schema is VALIDATION; anything else is INTERNAL.
 */
export function toServiceError(error: unknown, options: { bodyPath?: string } = {}): ServiceError {
  if (error instanceof ServiceError) return error;
  if (error instanceof TRPCError && error.cause instanceof ServiceError) return error.cause;
  const zodError = error instanceof ZodError ? error : error instanceof TRPCError && isInputValidationError(error) ? error.cause : null;
  if (zodError) return new ValidationError(describeZodError(zodError, options.bodyPath));
  return new ServiceError("INTERNAL", GENERIC_INTERNAL_MESSAGE, { cause: error });
}

/* ---------------------------------------------------------------------------------------------------------
 * The HTTP rendering: `{"detail": …}` with the table's status
 * ------------------------------------------------------------------------------------------------------- */

export interface ErrorResponseOptions {
  /** Headers every answer of the caller carries (a request id). */
  headers?: Record<string, string>;
  /** Fields sent before `detail`, where a contract has them (a webhook's `received: false`). */
  body?: Record<string, unknown>;
  bodyPath?: string;
}

/** The error body every answer of the API shares: `{"detail": …}` (after any fields its contract adds). */
export function detailResponse(status: number, detail: string, options: { headers?: HeadersInit; body?: Record<string, unknown> } = {}): Response {
  const headers = new Headers(options.headers);
  headers.set("content-type", "application/json");
  if (!headers.has("cache-control")) headers.set("cache-control", "no-store");
  return new Response(JSON.stringify({ ...options.body, detail }), { status, headers });
}

/** An error's answer as plain parts, for a transport that writes its own response (the REST adapter's). */
export interface ErrorAnswer {
  status: number;
  /** Lower-case names; `content-type` and `cache-control` are detailResponse's. */
  headers: Record<string, string>;
  body: string;
}

/** The status, headers and `{detail}` body of any thrown value, straight from ERROR_TABLE. */
export function errorAnswer(error: unknown, options: ErrorResponseOptions = {}): ErrorAnswer {
  const e = toServiceError(error, options);
  const status = ERROR_TABLE[e.code].http;
  const headers: Record<string, string> = { "content-type": "application/json", "cache-control": "no-store" };
  for (const [name, value] of Object.entries(options.headers ?? {})) headers[name.toLowerCase()] = value;
  if (status === 429 && e.retryAfterSeconds) headers["retry-after"] = String(e.retryAfterSeconds);
  if (e instanceof MethodNotAllowedError) headers.allow = e.allow.join(", ");
  const detail = status === 500 && !e.expose ? GENERIC_INTERNAL_MESSAGE : e.message;
  return { status, headers, body: JSON.stringify({ ...options.body, detail }) };
}

/** errorAnswer as a web Response. */
export function errorResponse(error: unknown, options: ErrorResponseOptions = {}): Response {
  const { status, headers, body } = errorAnswer(error, options);
  return new Response(body, { status, headers });
}
