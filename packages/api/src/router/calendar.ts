import { CalendarEventsResponse, listCalendarEvents, syncCalendar, SyncResponse } from "@understudy/services/calendar";
import { resolveGoogleDeps } from "@understudy/services/google";
import { createTRPCRouter, protectedProcedure } from "../trpc";

export const calendarRouter = createTRPCRouter({
  events: protectedProcedure.output(CalendarEventsResponse).query(({ ctx }) => listCalendarEvents({ ctx: ctx.service, deps: resolveGoogleDeps() })),
  sync: protectedProcedure.output(SyncResponse).mutation(({ ctx }) => syncCalendar({ ctx: ctx.service, deps: resolveGoogleDeps() })),
});
