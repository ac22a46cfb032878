import { NextResponse, type NextRequest } from "next/server";
import { errorResponse, ServiceError } from "@understudy/api/errors";
import { decodePath, PATH_NOT_FOUND } from "@understudy/api/rest/path";
import { env } from "~/env";
import { contentSecurityPolicy, isMarkupUnderApi, API_CONTENT_SECURITY_POLICY } from "~/lib/content-security-policy";

/**
 * Runs before pages, the HTML answers under /api (sign-in, docs, the Google popup) and any /api path with a "%"
 * in it (Node.js runtime, so the validated env is the running server's):
 * - Next.js decodes a path's segments to route it, and answers a path whose %-encoding is broken
 *   (`/api/meetings/%zz`) with a plain-text 500 before any route runs. Such a path names nothing: it gets the
 *   /api contract's 404 `{detail}` here, from the decoder the REST handler itself uses.
 * - The CSP is set per request from the runtime environment. It used to be computed in next.config.ts, which
 *   froze the build machine's GOOGLE_ISSUER into the image. JSON answers under /api get the fixed strict policy,
 *   the one next.config.ts gives the /api paths this proxy does not run for.
 */
export function proxy(request: NextRequest) {
  const { pathname } = new URL(request.url);
  const response = decodePath(pathname) ? NextResponse.next() : errorResponse(new ServiceError("NOT_FOUND", PATH_NOT_FOUND));
  const markup = !pathname.startsWith("/api/") || isMarkupUnderApi(pathname.slice("/api/".length));
  response.headers.set("Content-Security-Policy", markup ? contentSecurityPolicy(env) : API_CONTENT_SECURITY_POLICY);
  return response;
}

export const config = {
  // Static assets carry no markup to protect. The JSON routes under /api (the contract, tRPC, MCP, health,
  // webhooks) skip the proxy: it cost every API request a second pass through Next's request machinery for a
  // header next.config.ts sets as well. A "%" in an /api path still comes here, where a broken encoding gets the
  // contract's 404 instead of Next's plain-text 500. Next reads this matcher at build time: a literal only; the
  // markup prefixes are those of `isMarkupUnderApi`.
  matcher: ["/((?!_next/static|_next/image|favicon.ico|api/(?!auth/|docs(?:/|$)|google/)[^%]*$).*)"],
};
