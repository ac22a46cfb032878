import type { MeetingBotProvider } from "@understudy/integrations/bots";
import type { ServiceContext } from "../context";
import { configured } from "../deps";

/** The process's meeting-bot provider; a server without one answers 503 wherever a bot is needed. */
export function botProvider(ctx: Pick<ServiceContext, "deps">): MeetingBotProvider {
  return configured(ctx.deps.bots, "Meeting bots are not configured on this server");
}
