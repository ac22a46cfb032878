import { randomUUID } from "node:crypto";
import type { AppDeps } from "@understudy/services/deps";
import { silentLogger, type Logger } from "@understudy/services/logger";
import { createCaller } from "../root";
import { createTRPCContext } from "../trpc";
import { contentDisposition } from "./content-disposition";
import type { RestFile, RestRoute } from "./define";
import { toRestError, type RestError } from "./errors";
import { createMatcher } from "./match";
import { restRoutes } from "./routes";

export const MAX_BODY_BYTES = 1_048_576;

export interface RestDeps {
  /** The process's clients and configuration (its composition root). */
  deps: AppDeps;
  log?: Logger;
  /** The mount point of the contract, e.g. "/api". */
  basePath?: string;
}

const match = createMatcher(restRoutes);

function json(status: number, body: unknown, headers: Record<string, string> = {}, repeated: [string, string][] = []): Response {
  const all = new Headers({ "content-type": "application/json", "cache-control": "no-store", ...headers });
  for (const [name, value] of repeated) all.append(name, value);
  return new Response(status === 204 ? null : JSON.stringify(body), { status, headers: all });
}

function file(result: RestFile, requestId: string): Response {
  return new Response(result.body, {
    status: 200,
    headers: {
      "content-type": result.contentType,
      "content-length": String(result.body.byteLength),
      "content-disposition": contentDisposition(result.filename),
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
      "x-request-id": requestId,
    },
  });
}

const fail = (e: RestError, requestId: string) => json(e.status, { detail: e.detail }, { ...e.headers, "x-request-id": requestId });

async function readJsonBody(request: Request): Promise<{ ok: true; body: unknown } | { ok: false; error: RestError }> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) return { ok: false, error: { status: 413, detail: "Request body is larger than 1 MB" } };
  const buffer = await request.arrayBuffer();
  if (buffer.byteLength > MAX_BODY_BYTES) return { ok: false, error: { status: 413, detail: "Request body is larger than 1 MB" } };
  const text = new TextDecoder().decode(buffer).trim();
  if (text === "") return { ok: true, body: undefined };
  const type = request.headers.get("content-type") ?? "";
  if (type && !type.includes("json")) {
    return { ok: false, error: { status: 415, detail: "Request body must be JSON (Content-Type: application/json)" } };
  }
  try {
    return { ok: true, body: JSON.parse(text) };
  } catch {
    return { ok: false, error: { status: 400, detail: "Malformed JSON in request body" } };
  }
}

function queryObject(url: URL): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of url.searchParams) out[k] = v;
  return out;
}

/** Serves the /api contract: match the row, read the input, call the procedure, render the result or the error. */
export async function handleRestRequest(request: Request, deps: RestDeps): Promise<Response> {
  const requestId = request.headers.get("x-request-id")?.slice(0, 100) || randomUUID();
  const log = (deps.log ?? silentLogger).child({ requestId });
  const url = new URL(request.url);
  const base = deps.basePath ?? "/api";
  const path = url.pathname.startsWith(base) ? url.pathname.slice(base.length) || "/" : url.pathname;
  const found = match(request.method, path);
  if (found.kind === "not-found") return fail({ status: 404, detail: "Not Found" }, requestId);
  if (found.kind === "method-not-allowed") {
    return fail({ status: 405, detail: "Method Not Allowed", headers: { Allow: found.allow.join(", ") } }, requestId);
  }
  const route: RestRoute = found.route;
  let body: unknown;
  if (request.method === "POST" || request.method === "PUT") {
    const read = await readJsonBody(request);
    if (!read.ok) return fail(read.error, requestId);
    body = read.body;
  }
  try {
    const ctx = await createTRPCContext({ headers: request.headers, deps: deps.deps, log, requestId });
    // Who is asking comes before what they sent: a route's own query parsing must not answer 422 to anonymous callers.
    if (route.auth !== "public" && !ctx.auth) return fail({ status: 401, detail: "Not authenticated" }, requestId);
    if (route.auth === "admin" && ctx.auth?.actor.role !== "admin") return fail({ status: 403, detail: "Admins only" }, requestId);
    const caller = createCaller(ctx);
    const result = await route.call(caller, { params: found.params, query: queryObject(url), body });
    if (route.file) return file(result as RestFile, requestId);
    return json(route.status ?? 200, result, { "x-request-id": requestId }, route.headers?.());
  } catch (error) {
    const restError = toRestError(error, route.bodyPath);
    if (restError.status >= 500) log.error({ err: error, path: route.path }, "request failed");
    return fail(restError, requestId);
  }
}
