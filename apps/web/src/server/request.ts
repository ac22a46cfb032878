import "server-only";

export function clientIp(request: Request): string {
  return request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() || request.headers.get("x-real-ip") || "local";
}

export function tooManyRequests(retryAfter: number): Response {
  return Response.json({ detail: "Too many sign-in attempts, try again shortly" }, { status: 429, headers: { "Retry-After": String(retryAfter) } });
}
