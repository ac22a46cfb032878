import type { Context } from "hono";
import { JSON_UTF8 } from "../core/http";
import { errorResponse, invalidParam, StripeApiError } from "./errors";
import { parseStripeParams, strings, str, type ParamObject } from "./form";
import { requestId } from "./ids";
import type { StripeService } from "./service";

export const API_FAULT_NAMESPACE = "stripe";
export const API_FAULTS = ["api_error", "rate_limit"] as const;

export interface ApiCall {
  params: ParamObject;
  path: Record<string, string>;
  requestId: string;
}

export type ApiHandler = (call: ApiCall) => unknown;

/**
 * Wraps one `/v1` endpoint with what every Stripe call shares: the secret key, the form encoding,
 * `Request-Id`, idempotency keys on POST, `expand[]`, the error envelope and the `stripe` fault switches.
 */
export function stripeApi(service: StripeService, handler: ApiHandler) {
  return async (c: Context): Promise<Response> => {
    const reqId = requestId();
    const key = secretKey(c.req.header("authorization"));
    if (!key.ok) return errorResponse(new StripeApiError(401, { type: "invalid_request_error", message: key.message }), reqId);

    const { faults } = service.ctx;
    if (faults.consume(API_FAULT_NAMESPACE, "api_error")) {
      return errorResponse(new StripeApiError(500, { type: "api_error", message: "An unknown error occurred (sandbox fault)." }), reqId);
    }
    if (faults.consume(API_FAULT_NAMESPACE, "rate_limit")) {
      return errorResponse(
        new StripeApiError(429, { type: "invalid_request_error", code: "rate_limit", message: "Too many requests hit the API too quickly (sandbox fault)." }),
        reqId,
      );
    }

    const method = c.req.method;
    const raw = method === "POST" ? await c.req.text() : new URL(c.req.url).search.slice(1);
    const params = parseStripeParams(raw);
    const idempotencyKey = method === "POST" ? (c.req.header("idempotency-key") ?? null) : null;
    const storeKey = idempotencyKey ? `${key.value}\u0000${idempotencyKey}` : null;
    const fingerprint = `${method} ${c.req.path}\u0000${canonical(params)}`;

    if (storeKey) {
      const saved = service.store.idempotency.get(storeKey);
      if (saved) {
        if (saved.paramsFingerprint !== fingerprint) {
          return errorResponse(
            new StripeApiError(400, {
              type: "idempotency_error",
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
            }),
            reqId,
          );
        }
        return new Response(saved.body, { status: saved.status, headers: { "Content-Type": JSON_UTF8, "Request-Id": reqId, "Idempotent-Replayed": "true" } });
      }
    }

    let status = 200;
    let body: string;
    try {
      const result = service.engine.inRequest({ id: reqId, idempotency_key: idempotencyKey }, () =>
        handler({ params, path: c.req.param(), requestId: reqId }),
      );
      body = JSON.stringify(expand(structuredClone(result), expandPaths(params), (id) => service.store.lookup(id)), null, 2);
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      status = error.status;
      const response = errorResponse(error, reqId);
      body = await response.text();
      // Requests rejected before anything ran are not remembered, so a corrected retry with the same key works.
      if (status !== 402) return new Response(body, { status, headers: response.headers });
    }
    if (storeKey) service.store.idempotency.set(storeKey, { paramsFingerprint: fingerprint, path: c.req.path, status, body });
    return new Response(body, { status, headers: { "Content-Type": JSON_UTF8, "Request-Id": reqId } });
  };
}

function secretKey(header: string | undefined): { ok: true; value: string } | { ok: false; message: string } {
  let key: string | undefined;
  if (header?.startsWith("Bearer ")) key = header.slice(7).trim();
  else if (header?.startsWith("Basic ")) key = Buffer.from(header.slice(6), "base64").toString("utf8").split(":")[0];
  if (!key) {
    return {
      ok: false,
      message: "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
    };
  }
  if (!/^sk_test_[A-Za-z0-9_]+$/.test(key)) return { ok: false, message: `Invalid API Key provided: ${key.slice(0, 8)}****${key.slice(-4)}` };
  return { ok: true, value: key };
}

function canonical(value: unknown): string {
  if (typeof value !== "object" || value === null) return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  return `{${Object.keys(value)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
    .join(",")}}`;
}

function expandPaths(params: ParamObject): string[] {
  return strings(params, "expand");
}

/** `expand[]=subscription`, `expand[]=items.data.price.product`: ids along the path become the objects. */
export function expand(value: unknown, paths: string[], lookup: (id: string) => unknown): unknown {
  for (const path of paths) expandPath(value, path.split("."), lookup);
  return value;
}

function expandPath(node: unknown, segments: string[], lookup: (id: string) => unknown): unknown {
  if (segments.length === 0 || node === null || typeof node !== "object") return node;
  if (Array.isArray(node)) return node.map((n) => expandPath(n, segments, lookup));
  const [head, ...rest] = segments as [string, ...string[]];
  const record = node as Record<string, unknown>;
  let child = record[head];
  if (typeof child === "string") {
    const found = lookup(child);
    if (found) child = structuredClone(found);
  }
  record[head] = expandPath(child, rest, lookup);
  return node;
}

/* Parameter readers shared by the routes. */

export function allowOnly(params: ParamObject, allowed: readonly string[]): void {
  for (const key of Object.keys(params)) {
    if (!allowed.includes(key)) throw new StripeApiError(400, { type: "invalid_request_error", code: "parameter_unknown", param: key, message: `Received unknown parameter: ${key}` });
  }
}

export function intParam(params: ParamObject, key: string, options: { min?: number; max?: number } = {}): number | undefined {
  const value = str(params, key);
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!/^-?\d+$/.test(value) || (options.min !== undefined && n < options.min) || (options.max !== undefined && n > options.max)) {
    throw invalidParam(key, `Invalid integer: ${value}`);
  }
  return n;
}

export function boolParam(params: ParamObject, key: string): boolean | undefined {
  const value = str(params, key);
  if (value === undefined) return undefined;
  if (value !== "true" && value !== "false") throw invalidParam(key, `Invalid boolean: ${value}`);
  return value === "true";
}

export interface ListPage<T> {
  object: "list";
  data: T[];
  has_more: boolean;
  url: string;
}

/** Stripe lists: newest first, `limit` 1–100 (default 10), cursor by `starting_after` / `ending_before`. */
export function paginate<T extends { id: string }>(items: T[], params: ParamObject, url: string): ListPage<T> {
  const limit = intParam(params, "limit", { min: 1, max: 100 }) ?? 10;
  const newestFirst = [...items].reverse();
  const after = str(params, "starting_after");
  const before = str(params, "ending_before");
  let start = 0;
  let end = newestFirst.length;
  if (after) {
    const index = newestFirst.findIndex((item) => item.id === after);
    if (index === -1) throw invalidParam("starting_after", `No such object: '${after}'`);
    start = index + 1;
  } else if (before) {
    const index = newestFirst.findIndex((item) => item.id === before);
    if (index === -1) throw invalidParam("ending_before", `No such object: '${before}'`);
    end = index;
    start = Math.max(0, end - limit);
  }
  const data = newestFirst.slice(start, Math.min(end, start + limit));
  const hasMore = before ? start > 0 : start + limit < end;
  return { object: "list", data, has_more: hasMore, url };
}
