import { randomUUID } from "node:crypto";
import type { AppDeps } from "@understudy/services/deps";
import { BadRequestError, ServiceError } from "@understudy/services/errors";
import { silentLogger, type Logger } from "@understudy/services/logger";
import { errorAnswer } from "../errors";
import { createCaller } from "../root";
import { createTRPCContext, type HeaderReader } from "../trpc";
import { contentDisposition } from "./content-disposition";
import type { RestFile, RestRoute, SseMessage } from "./define";
import { createMatcher, createPathTest } from "./match";
import { restRoutes } from "./routes";

export const MAX_BODY_BYTES = 1_048_576;

export interface RestDeps {
  /** The process's clients and configuration (its composition root). */
  deps: AppDeps;
  log?: Logger;
  /** The mount point of the contract, e.g. "/api". */
  basePath?: string;
}

/** A request as a transport (web.ts, node.ts) hands it to the adapter. */
export interface RestExchange {
  method: string;
  url: URL;
  headers: HeaderReader;
  /**
   * The body's bytes, called for POST and PUT only. A reader may stop after `maxBytes + 1` bytes: enough for
   * the adapter to refuse a body larger than it allows, declared or not.
   */
  readBody(maxBytes: number): Promise<Uint8Array>;
  /** Aborted when the client goes away: an event stream stops with it. */
  signal?: AbortSignal;
}

/** What the transport writes back. */
export interface RestAnswer {
  status: number;
  /** Pairs, so a name such as Set-Cookie can repeat. */
  headers: [string, string][];
  body: string | Uint8Array<ArrayBuffer> | null;
  /** An event stream instead of a body: chunks of `text/event-stream`, written as they come. */
  stream?: AsyncIterable<string>;
}

const match = createMatcher(restRoutes);
const namesRow = createPathTest(restRoutes);

/**
 * Whether a request path (with the mount point, without the query) is one of the contract's rows: what a
 * server in front of the adapter hands it directly (apps/web's front door). The rest of /api, and a path that
 * names nothing, stay with whatever serves them there.
 */
export function isRestPath(pathname: string, basePath = "/api"): boolean {
  // A trailing or doubled slash stays with the server behind: Next answers it with a redirect to the clean path.
  return pathname.startsWith(`${basePath}/`) && !pathname.endsWith("/") && !pathname.includes("//") && namesRow(pathname.slice(basePath.length));
}

function json(status: number, body: unknown, requestId: string, extra: [string, string][] = []): RestAnswer {
  return {
    status,
    headers: [["content-type", "application/json"], ["cache-control", "no-store"], ["x-request-id", requestId], ...extra],
    body: status === 204 ? null : JSON.stringify(body),
  };
}

function file(result: RestFile, requestId: string): RestAnswer {
  return {
    status: 200,
    headers: [
      ["content-type", result.contentType],
      ["content-length", String(result.body.byteLength)],
      ["content-disposition", contentDisposition(result.filename)],
      ["cache-control", "private, no-store"],
      ["x-content-type-options", "nosniff"],
      ["x-request-id", requestId],
    ],
    body: result.body,
  };
}

/**
 * The first message is awaited before the status is chosen, so a stream that cannot start (another user's
 * meeting) still answers its `{detail}` error; after that the answer is 200 and its events follow.
 */
async function eventStream(events: AsyncIterable<SseMessage>, requestId: string): Promise<RestAnswer> {
  const iterator = events[Symbol.asyncIterator]();
  const first = await iterator.next();
  async function* chunks(): AsyncGenerator<string> {
    try {
      // How long a browser waits before reconnecting after the connection dropped.
      yield "retry: 2000\n\n";
      if (!first.done) yield sseChunk(first.value);
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield sseChunk(next.value);
    } finally {
      await iterator.return?.();
    }
  }
  return {
    status: 200,
    headers: [
      ["content-type", "text/event-stream; charset=utf-8"],
      ["cache-control", "no-store, no-transform"],
      ["connection", "keep-alive"],
      // Proxies such as nginx would otherwise buffer the stream.
      ["x-accel-buffering", "no"],
      ["x-request-id", requestId],
    ],
    body: null,
    stream: chunks(),
  };
}

function sseChunk(message: SseMessage): string {
  if ("comment" in message) return `: ${message.comment.replace(/\n/g, " ")}\n\n`;
  const id = message.id === undefined ? "" : `id: ${message.id}\n`;
  return `${id}event: ${message.event}\ndata: ${JSON.stringify(message.data)}\n\n`;
}

const tooLarge = () => new ServiceError("PAYLOAD_TOO_LARGE", "Request body is larger than 1 MB");

/** The JSON body, or undefined for none; throws the transport's 413, 415 and 400. */
async function readJsonBody(exchange: RestExchange): Promise<unknown> {
  if (Number(exchange.headers.get("content-length") ?? "0") > MAX_BODY_BYTES) throw tooLarge();
  const bytes = await exchange.readBody(MAX_BODY_BYTES);
  if (bytes.byteLength > MAX_BODY_BYTES) throw tooLarge();
  const text = new TextDecoder().decode(bytes).trim();
  if (text === "") return undefined;
  const type = exchange.headers.get("content-type") ?? "";
  if (type && !type.includes("json")) throw new ServiceError("UNSUPPORTED_MEDIA_TYPE", "Request body must be JSON (Content-Type: application/json)");
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BadRequestError("Malformed JSON in request body");
  }
}

/**
 * Serves the /api contract: match the row, read the body, call the procedure (which checks the caller,
 * then the input), render the result. Every failure, the adapter's own included, is a domain error
 * rendered once, by `errorAnswer`. Knows no transport: web.ts and node.ts carry it over HTTP.
 */
export async function answerRest(exchange: RestExchange, deps: RestDeps): Promise<RestAnswer> {
  const requestId = exchange.headers.get("x-request-id")?.slice(0, 100) || randomUUID();
  const { pathname, searchParams } = exchange.url;
  const base = deps.basePath ?? "/api";
  const path = pathname.startsWith(base) ? pathname.slice(base.length) || "/" : pathname;
  let route: RestRoute | undefined;
  try {
    const found = match(exchange.method, path);
    route = found.route;
    const body = exchange.method === "POST" || exchange.method === "PUT" || exchange.method === "PATCH" ? await readJsonBody(exchange) : undefined;
    // The context binds the request id to the log once; the adapter's own failures below bind it themselves.
    const ctx = await createTRPCContext({ headers: exchange.headers, deps: deps.deps, log: deps.log, requestId });
    const query = Object.fromEntries(searchParams);
    // EventSource sends the last id it saw as a header when it reconnects, newer than any id in its URL: it wins.
    const lastEventId = exchange.headers.get("last-event-id");
    if (route.stream && lastEventId) query.last_event_id = lastEventId;
    const result = await route.call(createCaller(ctx, exchange.signal ? { signal: exchange.signal } : undefined), { params: found.params, query, body });
    if (result.kind === "file") return file(result.file, requestId);
    if (result.kind === "stream") return await eventStream(result.events, requestId);
    return json(route.status ?? 200, result.body, requestId, route.headers?.());
  } catch (error) {
    const answer = errorAnswer(error, { headers: { "x-request-id": requestId }, bodyPath: route?.bodyPath });
    if (answer.status >= 500) (deps.log ?? silentLogger).child({ requestId }).error({ err: error, path: route?.path ?? path }, "request failed");
    return { status: answer.status, headers: Object.entries(answer.headers), body: answer.body };
  }
}
