import { NextResponse } from "next/server";
import { env } from "~/env";
import { contentSecurityPolicy } from "~/lib/content-security-policy";

/**
 * Sets the CSP per request from the runtime environment. It used to be computed in next.config.ts, which
 * froze the build machine's GOOGLE_ISSUER into the image. The proxy runs on the Node.js runtime, so
 * the validated env here is read from the running server's environment.
 */
export function proxy() {
  const response = NextResponse.next();
  response.headers.set("Content-Security-Policy", contentSecurityPolicy(env));
  return response;
}

export const config = {
  // Static assets carry no markup to protect; everything else (pages, API answers, auth redirects) gets the header.
  matcher: ["/((?!_next/static|_next/image|favicon.ico).*)"],
};
