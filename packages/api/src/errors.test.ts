import { TRPCError } from "@trpc/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { BadRequestError, RateLimitError, ServiceError, ValidationError } from "@understudy/services/errors";
import { ERROR_TABLE, errorResponse, GENERIC_INTERNAL_MESSAGE, MethodNotAllowedError, toServiceError } from "./errors";

async function rendered(error: unknown, options?: Parameters<typeof errorResponse>[1]) {
  const response = errorResponse(error, options);
  return { status: response.status, headers: Object.fromEntries(response.headers), body: (await response.json()) as unknown };
}

describe("ERROR_TABLE", () => {
  it("answers field validation with 422 over HTTP and tRPC's BAD_REQUEST, and other bad requests with 400", () => {
    expect(ERROR_TABLE.VALIDATION).toEqual({ trpc: "BAD_REQUEST", http: 422 });
    expect(ERROR_TABLE.BAD_REQUEST).toEqual({ trpc: "BAD_REQUEST", http: 400 });
  });
});

describe("toServiceError", () => {
  it("keeps domain errors, also when tRPC wraps them", () => {
    const error = new BadRequestError("Invalid plan selection");
    expect(toServiceError(error)).toBe(error);
    expect(toServiceError(new TRPCError({ code: "INTERNAL_SERVER_ERROR", cause: error }))).toBe(error);
  });

  it("reads tRPC's input parse failure as VALIDATION, naming the fields of the body it is nested under", () => {
    const zodError = z.object({ patch: z.strictObject({ title: z.string() }) }).safeParse({ patch: { title: 1, colour: "red" } }).error;
    const error = toServiceError(new TRPCError({ code: "BAD_REQUEST", cause: zodError }), { bodyPath: "patch" });
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.message).toBe("title: Invalid input: expected string, received number; Unknown field: colour");
  });

  it("hides anything else behind INTERNAL, also a ZodError tRPC raised for an output", () => {
    const output = new TRPCError({ code: "INTERNAL_SERVER_ERROR", message: "Output validation failed", cause: z.string().safeParse(1).error });
    for (const error of [new Error("select * from users failed"), output, "a string"]) {
      expect(toServiceError(error)).toMatchObject({ code: "INTERNAL", message: GENERIC_INTERNAL_MESSAGE });
    }
  });
});

describe("errorResponse", () => {
  it("renders {detail} with the table's status, no-store and the caller's headers", async () => {
    expect(await rendered(new ServiceError("CONFLICT", "You are already on the Pro plan"), { headers: { "x-request-id": "r1" } })).toEqual({
      status: 409,
      headers: { "content-type": "application/json", "cache-control": "no-store", "x-request-id": "r1" },
      body: { detail: "You are already on the Pro plan" },
    });
  });

  it("adds Retry-After to a 429 and Allow to a 405", async () => {
    expect(await rendered(new RateLimitError(42, "Too many questions, try again in a minute"))).toMatchObject({
      status: 429,
      headers: { "retry-after": "42" },
      body: { detail: "Too many questions, try again in a minute" },
    });
    expect(await rendered(new MethodNotAllowedError(["GET", "POST"]))).toMatchObject({ status: 405, headers: { allow: "GET, POST" }, body: { detail: "Method Not Allowed" } });
    expect((await rendered(new ServiceError("UPSTREAM_UNAVAILABLE", "Google is busy", { retryAfterSeconds: 60 }))).headers).not.toHaveProperty("retry-after");
  });

  it("replaces an INTERNAL message unless it was written for the caller, and puts a contract's own fields first", async () => {
    expect((await rendered(new ServiceError("INTERNAL", "Billing failed"))).body).toEqual({ detail: GENERIC_INTERNAL_MESSAGE });
    const retry = new ServiceError("INTERNAL", "Webhook processing failed; retry later", { expose: true });
    const response = errorResponse(retry, { body: { received: false } });
    expect([response.status, await response.text()]).toEqual([500, '{"received":false,"detail":"Webhook processing failed; retry later"}']);
  });
});
