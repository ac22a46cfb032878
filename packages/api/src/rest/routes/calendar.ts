import { CalendarEventsResponse, SyncResponse } from "@understudy/services/calendar";
import { route, type RestRoute } from "../define";

/** Google Calendar events and sync. */
export const calendarRoutes: RestRoute[] = [
  route("GET", "/calendar/events", {
    tag: "calendar",
    auth: "user",
    summary: "Upcoming Google Calendar events (next 28 days) with attendees and the join link",
    response: CalendarEventsResponse,
    procedure: (c) => c.calendar.events,
  }),
  route("POST", "/calendar/sync", {
    tag: "calendar",
    auth: "user",
    summary: "Sync Google Calendar into meetings; counts what was created and updated",
    response: SyncResponse,
    procedure: (c) => c.calendar.sync,
  }),
];
