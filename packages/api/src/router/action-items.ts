import { z } from "zod";
import { ActionItem, ActionItemsResponse, listActionItems, ListActionItemsInput, updateActionItem, UpdateActionItemInput } from "@understudy/services/action-items";
import { draftFollowUpEmail, DraftFollowUpResponse, FollowUpInput, holdTimeForItem, HoldTimeResponse } from "@understudy/services/follow-ups";
import { createTRPCRouter, protectedProcedure } from "../trpc";

export const actionItemsRouter = createTRPCRouter({
  /** The user's action items across meetings: open first, by due date. */
  list: protectedProcedure
    .input(ListActionItemsInput)
    .output(ActionItemsResponse)
    .query(({ ctx, input }) => listActionItems({ ctx: ctx.service, input })),
  /** Done / reopen, reword, reassign, set the day. */
  update: protectedProcedure
    .input(UpdateActionItemInput)
    .output(ActionItem)
    .mutation(({ ctx, input }) => updateActionItem({ ctx: ctx.service, input })),
  /** The MCP tool's verb: tick one off (or reopen it). */
  complete: protectedProcedure
    .input(z.strictObject({ id: z.string().max(100), done: z.boolean().default(true) }))
    .output(ActionItem)
    .mutation(({ ctx, input }) => updateActionItem({ ctx: ctx.service, input: { id: input.id, patch: { status: input.done ? "done" : "open" } } })),
  /** A Gmail draft to the people who were present (nothing sent), or the consent for gmail.compose. */
  draftFollowUp: protectedProcedure
    .input(FollowUpInput)
    .output(DraftFollowUpResponse)
    .mutation(({ ctx, input }) => draftFollowUpEmail({ ctx: ctx.service, input })),
  /** A 30-minute hold on the owner's calendar, or the consent for calendar.events. */
  holdTime: protectedProcedure
    .input(FollowUpInput)
    .output(HoldTimeResponse)
    .mutation(({ ctx, input }) => holdTimeForItem({ ctx: ctx.service, input })),
});
