import { NextResponse, type NextRequest } from "next/server";
import { errorResponse, ServiceError } from "@understudy/api/errors";
import { decodePath, PATH_NOT_FOUND } from "@understudy/api/rest/path";

/**
 * Next.js decodes a path's segments to route it, and answers a path whose %-encoding is broken
 * (`/api/meetings/%zz`) with a plain-text 500 before any route runs. Such a path names nothing: it gets
 * the /api contract's 404 `{detail}` here, from the decoder the REST handler itself uses.
 */
export function proxy(request: NextRequest) {
  if (decodePath(new URL(request.url).pathname)) return NextResponse.next();
  return errorResponse(new ServiceError("NOT_FOUND", PATH_NOT_FOUND));
}

// Only paths with a "%" in them (nothing else can fail to decode), and not Next's own assets.
export const config = { matcher: "/((?!_next/).*%.*)" };
