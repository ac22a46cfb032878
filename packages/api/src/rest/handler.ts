import { randomUUID } from "node:crypto";
import type { AppDeps } from "@understudy/services/deps";
import { BadRequestError, ServiceError } from "@understudy/services/errors";
import { silentLogger, type Logger } from "@understudy/services/logger";
import { errorResponse } from "../errors";
import { createCaller } from "../root";
import { createTRPCContext } from "../trpc";
import { contentDisposition } from "./content-disposition";
import type { RestFile, RestRoute } from "./define";
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

function json(status: number, body: unknown, headers: Record<string, string>, repeated: [string, string][] = []): Response {
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

const tooLarge = () => new ServiceError("PAYLOAD_TOO_LARGE", "Request body is larger than 1 MB");

/** The JSON body, or undefined for none; throws the transport's 413, 415 and 400. */
async function readJsonBody(request: Request): Promise<unknown> {
  if (Number(request.headers.get("content-length") ?? "0") > MAX_BODY_BYTES) throw tooLarge();
  const buffer = await request.arrayBuffer();
  if (buffer.byteLength > MAX_BODY_BYTES) throw tooLarge();
  const text = new TextDecoder().decode(buffer).trim();
  if (text === "") return undefined;
  const type = request.headers.get("content-type") ?? "";
  if (type && !type.includes("json")) throw new ServiceError("UNSUPPORTED_MEDIA_TYPE", "Request body must be JSON (Content-Type: application/json)");
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BadRequestError("Malformed JSON in request body");
  }
}

function queryObject(url: URL): Record<string, string> {
  return Object.fromEntries(url.searchParams);
}

/**
 * Serves the /api contract: match the row, read the body, call the procedure (which checks the caller,
 * then the input), render the result. Every failure, the adapter's own included, is a domain error
 * rendered once, by `errorResponse`.
 */
export async function handleRestRequest(request: Request, deps: RestDeps): Promise<Response> {
  const requestId = request.headers.get("x-request-id")?.slice(0, 100) || randomUUID();
  const url = new URL(request.url);
  const base = deps.basePath ?? "/api";
  const path = url.pathname.startsWith(base) ? url.pathname.slice(base.length) || "/" : url.pathname;
  let route: RestRoute | undefined;
  try {
    const found = match(request.method, path);
    route = found.route;
    const body = request.method === "POST" || request.method === "PUT" ? await readJsonBody(request) : undefined;
    // The context binds the request id to the log once; the adapter's own failures below bind it themselves.
    const ctx = await createTRPCContext({ headers: request.headers, deps: deps.deps, log: deps.log, requestId });
    const result = await route.call(createCaller(ctx), { params: found.params, query: queryObject(url), body });
    if (result.kind === "file") return file(result.file, requestId);
    return json(route.status ?? 200, result.body, { "x-request-id": requestId }, route.headers?.());
  } catch (error) {
    const response = errorResponse(error, { headers: { "x-request-id": requestId }, bodyPath: route?.bodyPath });
    if (response.status >= 500) (deps.log ?? silentLogger).child({ requestId }).error({ err: error, path: route?.path ?? path }, "request failed");
    return response;
  }
}
