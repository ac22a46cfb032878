import type { UserContext } from "../context";
import { slackDeps, type SlackDeps } from "./deps";
import { sealState } from "./internal";

/** "Connect Slack": Slack's install consent with a `state` only this user's callback accepts, for ten minutes. */
export function createSlackAuthUrl({ ctx, deps = slackDeps(ctx.deps) }: { ctx: UserContext; deps?: SlackDeps }) {
  const state = sealState(deps.cipher, ctx.actor.userId, ctx.clock.now());
  return { auth_url: deps.slack.authorizationUrl({ state }) };
}
