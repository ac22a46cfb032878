import { Hono } from "hono";
import type { SandboxContext } from "../core/context";
import { slackApiRoutes } from "./api-routes";
import { slackControlRoutes } from "./control-routes";
import { slackOAuthRoutes } from "./oauth-routes";
import { SlackStore } from "./store";

export { SANDBOX_SLACK_CLIENT_ID, SANDBOX_SLACK_CLIENT_SECRET, SANDBOX_SLACK_TEAM, type PostedMessage } from "./store";
export { allowSlackInstall } from "./oauth-routes";
export { SLACK_FAULTS, SLACK_RETRY_AFTER_SECONDS } from "./api-routes";

/** Slack: the install consent, the Web API methods the app calls (`/api/<method>`) and the posted-message viewer. */
export function createSlack(ctx: SandboxContext): { routes: Hono; store: SlackStore } {
  const store = new SlackStore();
  ctx.onReset(() => store.reset());
  const routes = new Hono();
  routes.route("/", slackOAuthRoutes(ctx, store));
  routes.route("/", slackApiRoutes(ctx, store));
  routes.route("/", slackControlRoutes(store));
  return { routes, store };
}
