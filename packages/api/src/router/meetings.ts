import { MessageResponse } from "@understudy/services/auth";
import {
  createMeeting,
  CreateMeetingInput,
  deleteMeeting,
  getMeeting,
  getMeetingPeople,
  MeetingPeopleResponse,
  ListMeetingsInput,
  listMeetings,
  MeetingIdInput,
  MeetingResponse,
  updateMeeting,
  UpdateMeetingInput,
} from "@understudy/services/meetings";
import { trustedOutput } from "../lib/trusted-output";
import { createTRPCRouter, protectedProcedure } from "../trpc";

export const meetingsRouter = createTRPCRouter({
  list: protectedProcedure
    .input(ListMeetingsInput)
    .output(trustedOutput<MeetingResponse[]>())
    .query(({ ctx, input }) => listMeetings({ ctx: ctx.service, input })),
  byId: protectedProcedure
    .input(MeetingIdInput)
    .output(trustedOutput<MeetingResponse>())
    .query(({ ctx, input }) => getMeeting({ ctx: ctx.service, input })),
  /** Who the invitation names (MCP's briefing prompt); tRPC only, not a REST route. */
  people: protectedProcedure
    .input(MeetingIdInput)
    .output(MeetingPeopleResponse)
    .query(({ ctx, input }) => getMeetingPeople({ ctx: ctx.service, input })),
  create: protectedProcedure
    .input(CreateMeetingInput)
    .output(MeetingResponse)
    .mutation(({ ctx, input }) => createMeeting({ ctx: ctx.service, input })),
  update: protectedProcedure
    .input(UpdateMeetingInput)
    .output(MeetingResponse)
    .mutation(({ ctx, input }) => updateMeeting({ ctx: ctx.service, input })),
  delete: protectedProcedure
    .input(MeetingIdInput)
    .output(MessageResponse)
    .mutation(({ ctx, input }) => deleteMeeting({ ctx: ctx.service, input })),
});
