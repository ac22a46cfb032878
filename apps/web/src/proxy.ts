import { NextResponse, type NextRequest } from "next/server";
import { errorResponse, ServiceError } from "@understudy/api/errors";
import { decodePath, PATH_NOT_FOUND } from "@understudy/api/rest/path";
import { env } from "~/env";
import { contentSecurityPolicy } from "~/lib/content-security-policy";

/**
 * Runs before every page and API route (Node.js runtime, so the validated env is the running server's):
 * - Next.js decodes a path's segments to route it, and answers a path whose %-encoding is broken
 *   (`/api/meetings/%zz`) with a plain-text 500 before any route runs. Such a path names nothing: it gets the
 *   /api contract's 404 `{detail}` here, from the decoder the REST handler itself uses.
 * - The CSP is set per request from the runtime environment. It used to be computed in next.config.ts, which
 *   froze the build machine's GOOGLE_ISSUER into the image.
 */
export function proxy(request: NextRequest) {
  const response = decodePath(new URL(request.url).pathname) ? NextResponse.next() : errorResponse(new ServiceError("NOT_FOUND", PATH_NOT_FOUND));
  response.headers.set("Content-Security-Policy", contentSecurityPolicy(env));
  return response;
}

export const config = {
  // Static assets carry no markup to protect; everything else (pages, API answers, auth redirects) gets the header.
  matcher: ["/((?!_next/static|_next/image|favicon.ico).*)"],
};
