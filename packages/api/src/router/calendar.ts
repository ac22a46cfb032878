import { CalendarEventsResponse, listCalendarEvents, syncCalendar, SyncResponse } from "@understudy/services/calendar";
import { createTRPCRouter, protectedProcedure } from "../trpc";

export const calendarRouter = createTRPCRouter({
  events: protectedProcedure.output(CalendarEventsResponse).query(({ ctx }) => listCalendarEvents({ ctx: ctx.service })),
  sync: protectedProcedure.output(SyncResponse).mutation(({ ctx }) => syncCalendar({ ctx: ctx.service })),
});
