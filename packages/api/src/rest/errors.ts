import { TRPCError } from "@trpc/server";
import { ZodError, type z } from "zod";
import { GENERIC_INTERNAL_MESSAGE, TRPC_TO_HTTP } from "../errors";

export interface RestError {
  status: number;
  detail: string;
  headers?: Record<string, string>;
}

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

export function describeZodError(error: ZodError, stripPrefix?: string): string {
  return error.issues
    .slice(0, 5)
    .map((i) => describeIssue(i, stripPrefix))
    .join("; ");
}

/** Everything a procedure can throw, as the contract's `{"detail": …}` with its status. */
export function toRestError(error: unknown, bodyPath?: string): RestError {
  if (error instanceof ZodError) return { status: 422, detail: describeZodError(error, bodyPath) };
  if (error instanceof TRPCError) {
    if (error.cause instanceof ZodError) return { status: 422, detail: describeZodError(error.cause, bodyPath) };
    const status = TRPC_TO_HTTP[error.code] ?? 500;
    if (status === 500) return { status, detail: GENERIC_INTERNAL_MESSAGE };
    const headers: Record<string, string> = {};
    const retryAfter = (error.cause as { retryAfter?: unknown } | undefined)?.retryAfter;
    const serviceRetry = (error.cause as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
    const seconds = typeof retryAfter === "number" ? retryAfter : typeof serviceRetry === "number" ? serviceRetry : undefined;
    if (status === 429 && seconds) headers["Retry-After"] = String(seconds);
    return { status, detail: error.message, headers };
  }
  return { status: 500, detail: GENERIC_INTERNAL_MESSAGE };
}
