import {
  createSlackAuthUrl,
  disconnectSlack,
  getSlackStatus,
  listSlackChannels,
  SetSlackChannelInput,
  setSlackChannel,
  SlackAuthUrlResponse,
  SlackChannelsResponse,
  SlackDisconnectResponse,
  SlackStatusResponse,
} from "@understudy/services/slack";
import { z } from "zod";
import { createTRPCRouter, protectedProcedure } from "../trpc";

export const slackRouter = createTRPCRouter({
  /** Connected (to which workspace and channel), revoked (reconnect), or not connected; the last post's problem. */
  status: protectedProcedure.output(SlackStatusResponse).query(({ ctx }) => getSlackStatus({ ctx: ctx.service })),
  /** Slack's install consent, with a state only this user's callback accepts. */
  authUrl: protectedProcedure.output(SlackAuthUrlResponse).query(({ ctx }) => createSlackAuthUrl({ ctx: ctx.service })),
  /** The channels the bot can post to. */
  channels: protectedProcedure.output(SlackChannelsResponse).query(({ ctx }) => listSlackChannels({ ctx: ctx.service })),
  /** Where recaps go. */
  setChannel: protectedProcedure
    .input(SetSlackChannelInput)
    .output(z.object({ channel: z.object({ id: z.string(), name: z.string() }) }))
    .mutation(({ ctx, input }) => setSlackChannel({ ctx: ctx.service, input })),
  /** Revoke the bot token at Slack and forget it. */
  disconnect: protectedProcedure.output(SlackDisconnectResponse).mutation(({ ctx }) => disconnectSlack({ ctx: ctx.service })),
});
