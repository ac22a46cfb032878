import { BotNotFoundError, BotProviderRequestError, type MeetingBotProvider } from "@understudy/integrations/bots";

/** Takes the bot out of the call. Already out (or gone) is the goal reached, not a failure. */
export async function leaveCall(provider: MeetingBotProvider, botId: string): Promise<void> {
  try {
    await provider.leaveCall(botId);
  } catch (error) {
    if (!(error instanceof BotProviderRequestError || error instanceof BotNotFoundError)) throw error;
  }
}
