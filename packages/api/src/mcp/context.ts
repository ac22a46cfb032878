import type { UserActor } from "@understudy/services/context";
import type { Logger } from "@understudy/services/logger";
import type { Caller } from "../rest/define";

/** What every tool and resource of one request works with: the token's user as a server-side tRPC caller. */
export interface McpContext {
  caller: Caller;
  /** The app's public origin, to make the API's `/meetings/…` paths into links an assistant can hand on. */
  appUrl: string;
  log: Logger;
  /** Who the token is: an OAuth grant carries scopes, which decide the tools offered. */
  actor: UserActor;
}
