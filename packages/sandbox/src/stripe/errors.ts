import { JSON_UTF8 } from "../core/http";

export type StripeErrorType = "api_error" | "card_error" | "idempotency_error" | "invalid_request_error";

export interface StripeErrorBody {
  type: StripeErrorType;
  message: string;
  code?: string;
  param?: string;
  decline_code?: string;
}

/** Raised inside a route; the route wrapper renders it as Stripe's `{"error": {...}}` envelope. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(body.message);
  }
}

export function errorResponse(error: StripeApiError, reqId: string): Response {
  const body = { error: { ...error.body, doc_url: error.body.code ? `https://docs.stripe.com/error-codes/${error.body.code.replaceAll("_", "-")}` : undefined, request_log_url: null } };
  return new Response(JSON.stringify(body), { status: error.status, headers: { "Content-Type": JSON_UTF8, "Request-Id": reqId, ...error.headers } });
}

export const missingParam = (param: string) =>
  new StripeApiError(400, { type: "invalid_request_error", code: "parameter_missing", param, message: `Missing required param: ${param}.` });

export const invalidParam = (param: string, message: string) =>
  new StripeApiError(400, { type: "invalid_request_error", code: "parameter_invalid", param, message });

/** 404 for an id in the path; a missing object named by a parameter is a 400 with that `param`. */
export const noSuch = (what: string, id: string, param = "id") =>
  new StripeApiError(param === "id" ? 404 : 400, { type: "invalid_request_error", code: "resource_missing", param, message: `No such ${what}: '${id}'` });
