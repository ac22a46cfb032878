import { MeetingResponse } from "@understudy/services/meetings";
import { addDetectedMeeting, AddDetectedMeetingInput, GmailMeetingsResponse, listGmailMeetings } from "@understudy/services/gmail";
import { createTRPCRouter, protectedProcedure } from "../trpc";

export const gmailRouter = createTRPCRouter({
  meetings: protectedProcedure.output(GmailMeetingsResponse).query(({ ctx }) => listGmailMeetings({ ctx: ctx.service })),
  addMeeting: protectedProcedure
    .input(AddDetectedMeetingInput)
    .output(MeetingResponse)
    .mutation(({ ctx, input }) => addDetectedMeeting({ ctx: ctx.service, input })),
});
