import {
  getRecapSettings,
  listRecapShares,
  MeetingRecapInput,
  previewRecapShare,
  RecapPreview,
  RecapSettings,
  RecapShare,
  RecapSharesResponse,
  shareRecap,
  ShareRecapInput,
  updateRecapSettings,
  UpdateRecapSettingsInput,
} from "@understudy/services/recaps";
import { createTRPCRouter, protectedProcedure } from "../trpc";

export const recapsRouter = createTRPCRouter({
  /** Which meetings mail you their recap: covered (default), captured, or off. */
  settings: protectedProcedure.output(RecapSettings).query(({ ctx }) => getRecapSettings({ ctx: ctx.service })),
  updateSettings: protectedProcedure
    .input(UpdateRecapSettingsInput)
    .output(RecapSettings)
    .mutation(({ ctx, input }) => updateRecapSettings({ ctx: ctx.service, input })),
  /** The share dialog: the email as a recipient gets it, and the attendees who were present. */
  preview: protectedProcedure
    .input(MeetingRecapInput)
    .output(RecapPreview)
    .query(({ ctx, input }) => previewRecapShare({ ctx: ctx.service, input })),
  /** Send it to present attendees; outside-domain addresses confirmed; 10 sends an hour. */
  share: protectedProcedure
    .input(ShareRecapInput)
    .output(RecapShare)
    .mutation(({ ctx, input }) => shareRecap({ ctx: ctx.service, input })),
  /** Your own recap email's outcome and every share of this meeting, newest first. */
  shares: protectedProcedure
    .input(MeetingRecapInput)
    .output(RecapSharesResponse)
    .query(({ ctx, input }) => listRecapShares({ ctx: ctx.service, input })),
});
