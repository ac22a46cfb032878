import { BotSessionDetailsResponse, BotSessionIdInput, getBotSessionDetails, BotSessionsInput, BotSessionsResponse, deployBot, DeployBotInput, DeployBotResponse, listBotSessions, terminateBotSession, TerminateBotResponse, getMeetingCapture, MeetingCaptureInput, MeetingCaptureResponse, CatchUpInput, CatchUpResponse, getCatchUp, BotCoverageResponse, BotPreferencesResponse, getBotPreferences, getMeetingBotCoverage, listBotCoverage, MeetingBotCoverageResponse, setMeetingBotCover, SetMeetingBotCoverInput, updateBotPreferences, UpdateBotPreferencesInput, getMeetingPreflight, listMeetingPreflights, MeetingPreflightResponse, MeetingPreflightsInput, MeetingPreflightsResponse } from "@understudy/services/bots";
import { MeetingIdInput } from "@understudy/services/meetings";
import { createTRPCRouter, protectedProcedure } from "../trpc";

export const botsRouter = createTRPCRouter({
  deploy: protectedProcedure
    .input(DeployBotInput)
    .output(DeployBotResponse)
    .mutation(({ ctx, input }) => deployBot({ ctx: ctx.service, input })),
  sessions: protectedProcedure
    .input(BotSessionsInput)
    .output(BotSessionsResponse)
    .query(({ ctx, input }) => listBotSessions({ ctx: ctx.service, input })),
  details: protectedProcedure
    .input(BotSessionIdInput)
    .output(BotSessionDetailsResponse)
    .query(({ ctx, input }) => getBotSessionDetails({ ctx: ctx.service, input })),
  /** The meeting page: attendance, the owner's arrival and the transcript its bot captured (live while in the call). */
  meetingCapture: protectedProcedure
    .input(MeetingCaptureInput)
    .output(MeetingCaptureResponse)
    .query(({ ctx, input }) => getMeetingCapture({ ctx: ctx.service, input })),
  /** "What you missed": the running summary the stand-in keeps, and the catch-up sent when the user joined late. */
  catchUp: protectedProcedure
    .input(CatchUpInput)
    .output(CatchUpResponse)
    .query(({ ctx, input }) => getCatchUp({ ctx: ctx.service, input })),
  terminate: protectedProcedure
    .input(BotSessionIdInput)
    .output(TerminateBotResponse)
    .mutation(({ ctx, input }) => terminateBotSession({ ctx: ctx.service, input })),
  /** Settings → Meeting bot: which meetings get a bot, and what it does when the user arrives. */
  preferences: createTRPCRouter({
    get: protectedProcedure.output(BotPreferencesResponse).query(({ ctx }) => getBotPreferences({ ctx: ctx.service })),
    update: protectedProcedure
      .input(UpdateBotPreferencesInput)
      .output(BotPreferencesResponse)
      .mutation(({ ctx, input }) => updateBotPreferences({ ctx: ctx.service, input })),
  }),
  /** Whether each meeting that is not over yet will be covered, and why. */
  coverage: protectedProcedure.output(BotCoverageResponse).query(({ ctx }) => listBotCoverage({ ctx: ctx.service })),
  meetingCoverage: protectedProcedure
    .input(MeetingIdInput)
    .output(MeetingBotCoverageResponse)
    .query(({ ctx, input }) => getMeetingBotCoverage({ ctx: ctx.service, input })),
  /** The per-meeting toggle: true / false / null (follow the rule). */
  setMeetingCover: protectedProcedure
    .input(SetMeetingBotCoverInput)
    .output(MeetingBotCoverageResponse)
    .mutation(({ ctx, input }) => setMeetingBotCover({ ctx: ctx.service, input })),
  /** The latest pre-flight of a covered meeting: will the bot get in, and what to do if not. */
  meetingPreflight: protectedProcedure
    .input(MeetingIdInput)
    .output(MeetingPreflightResponse)
    .query(({ ctx, input }) => getMeetingPreflight({ ctx: ctx.service, input })),
  /** The same for the meeting cards of a list, in one read. */
  meetingPreflights: protectedProcedure
    .input(MeetingPreflightsInput)
    .output(MeetingPreflightsResponse)
    .query(({ ctx, input }) => listMeetingPreflights({ ctx: ctx.service, input })),
});
