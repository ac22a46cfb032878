import type { z } from "zod";
import type { createCaller } from "../root";

export type Caller = ReturnType<typeof createCaller>;
export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

export interface RestArgs {
  params: Record<string, string>;
  query: unknown;
  body: unknown;
}

/** One row of the /api contract: a path, the schemas that document it, and the procedure it calls. */
export interface RestRoute {
  method: HttpMethod;
  path: string;
  summary: string;
  tag: string;
  auth: "user" | "admin" | "public";
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  status?: number;
  /** Prefix of the procedure input path that the body is nested under, so errors name the body's own fields. */
  bodyPath?: string;
  call(caller: Caller, args: RestArgs): Promise<unknown>;
  /** Extra response headers as pairs, so a name such as Set-Cookie can repeat. */
  headers?(): [name: string, value: string][];
  /**
   * Set on routes that answer with a file instead of JSON (downloads): the media types they may send.
   * `call` then returns a RestFile; errors stay `{"detail"}` JSON like everywhere else.
   */
  file?: { contentTypes: readonly string[] };
}

/** A download: sent as the body with its media type and `Content-Disposition: attachment`. */
export interface RestFile {
  filename: string;
  contentType: string;
  body: Uint8Array<ArrayBuffer>;
}

export function route(method: HttpMethod, path: string, spec: Omit<RestRoute, "method" | "path">): RestRoute {
  return { method, path, ...spec };
}
