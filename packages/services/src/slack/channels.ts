import { eq } from "drizzle-orm";
import { slackConnections } from "@understudy/db/schema";
import type { SlackChannel } from "@understudy/integrations/slack";
import type { UserContext } from "../context";
import { BadRequestError } from "../errors";
import { requireSlackConnection, slackServiceError } from "./connection";
import { slackDeps, type SlackDeps } from "./deps";
import { slackTokenContext } from "./internal";
import type { SetSlackChannelInput, SlackChannelsResponse } from "./schemas";

/** Pages of conversations.list read for one picker (200 each): 4,000 channels, then the list says it was cut. */
const MAX_PAGES = 20;
const PAGE_SIZE = 200;

async function memberChannels(ctx: UserContext, deps: SlackDeps): Promise<{ channels: SlackChannel[]; truncated: boolean }> {
  const { userId } = ctx.actor;
  const connection = await requireSlackConnection(ctx.db, userId);
  const token = deps.cipher.decrypt(connection.botTokenEnc, slackTokenContext.bot(userId));
  const channels: SlackChannel[] = [];
  let cursor: string | undefined;
  try {
    for (let page = 0; page < MAX_PAGES; page++) {
      const result = await deps.slack.listChannels(token, { limit: PAGE_SIZE, ...(cursor ? { cursor } : {}) });
      // Only where the bot is a member: with chat:write alone, anywhere else answers not_in_channel.
      channels.push(...result.channels.filter((ch) => ch.isMember));
      if (!result.nextCursor) return { channels, truncated: false };
      cursor = result.nextCursor;
    }
  } catch (error) {
    throw await slackServiceError(ctx, userId, error);
  }
  return { channels, truncated: true };
}

/** The channel picker: every channel the bot can post to, by name. */
export async function listSlackChannels({ ctx, deps = slackDeps(ctx.deps) }: { ctx: UserContext; deps?: SlackDeps }): Promise<SlackChannelsResponse> {
  const { channels, truncated } = await memberChannels(ctx, deps);
  return {
    channels: channels.map((ch) => ({ id: ch.id, name: ch.name, is_private: ch.isPrivate })).sort((a, b) => a.name.localeCompare(b.name)),
    truncated,
  };
}

/** Where recaps go: only a channel Slack lists with the bot in it, so the first recap is not refused. */
export async function setSlackChannel({ ctx, input, deps = slackDeps(ctx.deps) }: { ctx: UserContext; input: SetSlackChannelInput; deps?: SlackDeps }) {
  const { channels } = await memberChannels(ctx, deps);
  const channel = channels.find((ch) => ch.id === input.channel_id);
  if (!channel) throw new BadRequestError("Understudy's bot is not in that channel. Invite it there with /invite @Understudy, then pick it again.");
  const now = ctx.clock.now();
  await ctx.db
    .update(slackConnections)
    .set({ channelId: channel.id, channelName: channel.name, lastError: null, lastErrorAt: null, updatedAt: now })
    .where(eq(slackConnections.userId, ctx.actor.userId));
  return { channel: { id: channel.id, name: channel.name } };
}
