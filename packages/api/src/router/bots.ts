import { BotSessionDetailsResponse, BotSessionIdInput, getBotSessionDetails, BotSessionsResponse, botDeps, deployBot, DeployBotInput, DeployBotResponse, listBotSessions, terminateBotSession, TerminateBotResponse } from "../services/bots";
import { getMeetingCapture, MeetingCaptureInput, MeetingCaptureResponse } from "../services/bots";
import { createTRPCRouter, protectedProcedure } from "../trpc";

export const botsRouter = createTRPCRouter({
  deploy: protectedProcedure
    .input(DeployBotInput)
    .output(DeployBotResponse)
    .mutation(({ ctx, input }) => deployBot({ ctx: ctx.service, input, deps: botDeps() })),
  sessions: protectedProcedure.output(BotSessionsResponse).query(({ ctx }) => listBotSessions({ ctx: ctx.service })),
  details: protectedProcedure
    .input(BotSessionIdInput)
    .output(BotSessionDetailsResponse)
    .query(({ ctx, input }) => getBotSessionDetails({ ctx: ctx.service, input })),
  /** The meeting page: attendance, the owner's arrival and the transcript its bot captured (live while in the call). */
  meetingCapture: protectedProcedure
    .input(MeetingCaptureInput)
    .output(MeetingCaptureResponse)
    .query(({ ctx, input }) => getMeetingCapture({ ctx: ctx.service, input })),
  terminate: protectedProcedure
    .input(BotSessionIdInput)
    .output(TerminateBotResponse)
    .mutation(({ ctx, input }) => terminateBotSession({ ctx: ctx.service, input, deps: botDeps() })),
});
