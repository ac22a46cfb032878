import { readCredential, resolveCredential } from "../auth/resolve-actor";
import { actingAs } from "../context";
import type { AppDeps } from "../deps";
import { ServiceError } from "../errors";
import type { Logger } from "../logger";
import { completeSlackConnection } from "./connect";
import { slackDeps } from "./deps";

export interface SlackCallbackOutcome {
  ok: boolean;
  message: string;
}

/**
 * `/api/slack/callback` without HTTP: the session cookie names the user, the query carries Slack's answer.
 * Failures come back as a message for the page, never as an exception.
 */
export async function handleSlackCallback(args: { deps: AppDeps; log: Logger; headers: Headers; query: URLSearchParams }): Promise<SlackCallbackOutcome> {
  const credential = readCredential(args.headers);
  const auth = credential ? await resolveCredential(args.deps.db, args.deps.clock, credential) : null;
  if (!auth) return { ok: false, message: "Sign in to Understudy first, then connect Slack from Settings." };
  const ctx = actingAs(args.deps, args.log.child({ userId: auth.actor.userId }), auth.actor);
  const param = (name: string, max: number) => args.query.get(name)?.slice(0, max) ?? undefined;
  try {
    const status = await completeSlackConnection({ ctx, deps: slackDeps(args.deps), input: { state: param("state", 500), code: param("code", 500), error: param("error", 200) } });
    return { ok: true, message: `Connected the ${status.team_name ?? "Slack"} workspace. Pick a channel for recaps in Settings.` };
  } catch (error) {
    if (error instanceof ServiceError && error.code !== "INTERNAL") return { ok: false, message: error.message };
    ctx.log.error({ err: error }, "slack callback failed");
    return { ok: false, message: "Connecting Slack failed. Try again from Settings." };
  }
}
