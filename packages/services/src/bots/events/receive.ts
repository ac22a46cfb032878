import { BotWebhookPayloadError, BotWebhookSignatureError, type BotWebhookEvent } from "@understudy/integrations/bots";
import { actingAs, type ServiceContext } from "../../context";
import type { AppDeps } from "../../deps";
import { BadRequestError, UnauthorizedError } from "../../errors";
import type { Logger } from "../../logger";
import { botProvider } from "../provider";
import { storeBotEvent, type BotEventOutcome } from "./store";

export const BOT_WEBHOOK_SOURCE = "bots";

export function botWebhookContext(deps: AppDeps, log: Logger): ServiceContext {
  return actingAs(deps, log.child({ webhook: BOT_WEBHOOK_SOURCE }), { type: "webhook", source: BOT_WEBHOOK_SOURCE });
}

/**
 * The webhook endpoint's whole job: verify, store once, answer. Bad signatures are UNAUTHORIZED,
 * unreadable payloads BAD_REQUEST; anything verified has an outcome (also unknown events and bots) and
 * is acknowledged, because a non-2xx would only make the provider retry something we will never accept.
 * Nothing here waits on a model, speech or the provider: the event's handlers are jobs.
 */
export async function receiveBotWebhook({ ctx, request }: { ctx: ServiceContext; request: { headers: Headers; rawBody: string } }): Promise<BotEventOutcome> {
  const provider = botProvider(ctx);
  let event: BotWebhookEvent;
  try {
    event = provider.parseWebhook(request.headers, request.rawBody, ctx.clock.now());
  } catch (error) {
    if (error instanceof BotWebhookSignatureError) throw new UnauthorizedError(error.message);
    if (error instanceof BotWebhookPayloadError) throw new BadRequestError(error.message);
    throw error;
  }
  return storeBotEvent({ ctx, event, provider: provider.name });
}
