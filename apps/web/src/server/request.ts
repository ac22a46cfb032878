import "server-only";
import { errorResponse } from "@understudy/api/errors";
import { enforce } from "@understudy/services";
import { appDeps } from "./deps";

function clientIp(request: Request): string {
  return request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() || request.headers.get("x-real-ip") || "local";
}

/** The sign-in limit per client address: its 429 `{detail}` answer (with Retry-After) once hit, else null. */
export async function signInLimited(request: Request): Promise<Response | null> {
  try {
    await enforce(appDeps().limits.signIn, clientIp(request), Date.now(), "Too many sign-in attempts, try again shortly");
    return null;
  } catch (error) {
    return errorResponse(error);
  }
}
