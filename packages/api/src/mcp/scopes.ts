import type { OAuthScope } from "@understudy/services/oauth";
import { ALL_SCOPES } from "@understudy/services/oauth";
import type { McpContext } from "./context";

/** A connected app's scopes; a personal API token (or a session token) may do everything. */
export const scopesOf = (ctx: McpContext): readonly string[] => ctx.actor.scopes ?? ALL_SCOPES;

/** Tools and prompts are offered only where the connection's scopes allow them: an unoffered tool is unknown. */
export const allows = (ctx: McpContext, scope: OAuthScope) => scopesOf(ctx).includes(scope);
