import type { z } from "zod";
import type { createCaller } from "../root";
import { queryCoercer } from "./query";

export type Caller = ReturnType<typeof createCaller>;
export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;
/** `"/meetings/{id}/bot"` → `{ id: string }`. */
export type PathParams<P extends string> = Record<ParamNames<P>, string>;

/** The request as the adapter read it: path parameters (decoded), the query string, the parsed JSON body. */
export interface RestRequest {
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
}

/** A download: sent as the body with its media type and `Content-Disposition: attachment`. */
export interface RestFile {
  filename: string;
  contentType: string;
  body: Uint8Array<ArrayBuffer>;
}

interface RouteDocs {
  summary: string;
  tag: string;
  /**
   * Who may call it, for the OpenAPI document (401 everywhere, 403 for admin). The procedure's middleware
   * is what enforces it; the adapter never checks it a second time.
   */
  auth: "user" | "admin";
  response: z.ZodType;
  status?: number;
  /** The procedure input key the body is nested under, so validation errors name the body's own fields. */
  bodyPath?: string;
  /** Error statuses this row answers besides the usual ones (401, 404, 422, 429), for the OpenAPI document. */
  errors?: Record<number, string>;
  /** Extra response headers as pairs, so a name such as Set-Cookie can repeat. */
  headers?(): [name: string, value: string][];
}

/** One Server-Sent Event (https://html.spec.whatwg.org/multipage/server-sent-events.html), or a comment line. */
export type SseMessage = { event: string; id?: number; data: unknown } | { comment: string };

/** What a row answers with: JSON (the procedure's output), a file, or an event stream (a subscription's messages). */
export type RestResult = { kind: "json"; body: unknown } | { kind: "file"; file: RestFile } | { kind: "stream"; events: AsyncIterable<SseMessage> };

/** One row of the /api contract, as the handler and the OpenAPI generator see it. */
export interface RestRoute extends RouteDocs {
  method: HttpMethod;
  path: string;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Set on routes that answer with a file (downloads): the media types they may send. Errors stay `{detail}`. */
  file?: { contentTypes: readonly string[] };
  /** Set on routes that answer `text/event-stream` (a subscription procedure); `Last-Event-ID` arrives as `last_event_id` in the query (the header wins over the URL). */
  stream?: { description: string };
  call(caller: Caller, request: RestRequest): Promise<RestResult>;
}

interface RouteSpec<P extends string, I, O, Q extends z.ZodType, B extends z.ZodType> extends RouteDocs {
  /** The procedure this row serves, picked from the caller: its input type is what `input` must build. */
  procedure: (caller: Caller) => (input: I) => Promise<O>;
  /** The query string's schema; for documentation, and to give each value its field's type (numbers, booleans). */
  query?: Q;
  /** The JSON body's schema, documented with its input type (defaults optional). */
  body?: B;
  /**
   * The procedure input from the path, query and body. They arrive typed as their schemas' inputs but
   * unchecked: the procedure's own input parser is the one validation, after its auth middleware.
   */
  input?: (request: { params: PathParams<P>; query: z.input<Q>; body: z.input<B> }) => NoInfer<I>;
  file?: { contentTypes: readonly string[]; render(output: NoInfer<O>): RestFile };
  /** The procedure is a subscription whose messages are sent as Server-Sent Events. */
  stream?: { description: string };
}

/** A row typed against its procedure: the compiler checks that path, query and body build the procedure's input. */
export function route<P extends string, I, O, Q extends z.ZodType = z.ZodNever, B extends z.ZodType = z.ZodNever>(
  method: HttpMethod,
  path: P,
  spec: RouteSpec<P, I, O, Q, B> & (undefined extends I ? unknown : { input: unknown }),
): RestRoute {
  const { procedure, input, file, ...docs } = spec;
  const coerceQuery = queryCoercer(spec.query);
  return {
    ...docs,
    method,
    path,
    file: file && { contentTypes: file.contentTypes },
    async call(caller, request) {
      // The one unchecked step (see `input`): the procedure's parser validates what the client sent. Rows
      // without `input` serve procedures whose input may be undefined (the type of `spec` requires it).
      const unchecked = { params: request.params, query: coerceQuery(request.query), body: request.body } as Parameters<NonNullable<typeof input>>[0];
      const output = await procedure(caller)((input ? input(unchecked) : undefined) as I);
      if (spec.stream) return { kind: "stream", events: output as AsyncIterable<SseMessage> };
      return file ? { kind: "file", file: file.render(output) } : { kind: "json", body: output };
    },
  };
}
