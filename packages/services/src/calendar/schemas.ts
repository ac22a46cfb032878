import { z } from "zod";

export const MeetingInfo = z.object({ platform: z.enum(["zoom", "google_meet", "teams", "other"]), url: z.string() }).meta({ id: "MeetingInfo" });

export const CalendarAttendee = z.object({
  email: z.string(),
  name: z.string().nullable(),
  response_status: z.enum(["needsAction", "declined", "tentative", "accepted"]),
  organizer: z.boolean(),
  self: z.boolean(),
});

export const CalendarEventResponse = z
  .object({
    event_id: z.string(),
    title: z.string(),
    start_time: z.string(),
    end_time: z.string().nullable(),
    attendees: z.array(CalendarAttendee),
    description: z.string().nullable(),
    location: z.string().nullable(),
    meeting_info: MeetingInfo.nullable(),
    organizer: z.string().nullable(),
    status: z.enum(["confirmed", "tentative", "cancelled"]),
    html_link: z.string().nullable(),
    /** The meeting this event was synced into, once synced. */
    meeting_id: z.string().nullable(),
  })
  .meta({ id: "CalendarEvent" });
export type CalendarEventResponse = z.infer<typeof CalendarEventResponse>;

export const CalendarEventsResponse = z.object({ events: z.array(CalendarEventResponse) }).meta({ id: "CalendarEvents" });

export const SyncResponse = z
  .object({
    created_meetings: z.number().int(),
    updated_meetings: z.number().int(),
    /** True when the whole window was read (first sync, or Google expired the sync token). */
    full_sync: z.boolean(),
    synced_at: z.string(),
  })
  .meta({ id: "CalendarSync" });
export type SyncResponse = z.infer<typeof SyncResponse>;
