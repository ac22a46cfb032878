import type { NextRequest } from "next/server";

/** Auth.js sends failed sign-ins here; the landing page shows the message of docs/product.md#messages from these parameters. */
export function GET(request: NextRequest) {
  const reason = request.nextUrl.searchParams.get("error") ?? "Unknown";
  const url = new URL("/", request.nextUrl);
  url.searchParams.set("error", "auth_failed");
  url.searchParams.set("details", reason);
  return Response.redirect(url, 303);
}
