import { actingAs } from "../context";
import type { AppDeps } from "../deps";
import { ServiceError } from "../errors";
import type { Logger } from "../logger";
import { readCredential, resolveCredential } from "../auth/resolve-actor";
import { completeGoogleConnection } from "./connect";
import { googleDeps } from "./deps";

export interface CallbackOutcome {
  ok: boolean;
  message: string;
}

/**
 * `/api/google/callback` without HTTP: the browser's session cookie names the user, the query carries
 * Google's answer. Failures come back as a message for the popup, never as an exception.
 */
export async function handleGoogleCallback(args: {
  deps: AppDeps;
  log: Logger;
  headers: Headers;
  query: URLSearchParams;
}): Promise<CallbackOutcome> {
  const credential = readCredential(args.headers);
  const auth = credential ? await resolveCredential(args.deps.db, args.deps.clock, credential) : null;
  if (!auth) return { ok: false, message: "Sign in to Understudy first, then connect Google from the Calendar page." };
  const ctx = actingAs(args.deps, args.log.child({ userId: auth.actor.userId }), auth.actor);
  const param = (name: string) => args.query.get(name) ?? undefined;
  try {
    const input = { state: param("state")?.slice(0, 200), code: param("code")?.slice(0, 2000), error: param("error")?.slice(0, 200) };
    const status = await completeGoogleConnection({ ctx, deps: googleDeps(args.deps), input });
    return { ok: true, message: `Connected ${status.google_email ?? "your Google account"}. You can close this window.` };
  } catch (error) {
    if (error instanceof ServiceError && error.code !== "INTERNAL") return { ok: false, message: error.message };
    ctx.log.error({ err: error }, "google callback failed");
    return { ok: false, message: "Connecting Google failed. Close this window and try again." };
  }
}
