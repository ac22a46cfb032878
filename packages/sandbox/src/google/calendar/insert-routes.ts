import { Hono } from "hono";
import { z } from "zod";
import { jsonResponse } from "../../core/http";
import { backendError, badRequest, googleApiError, notFound, rateLimited } from "../common/api-error";
import { authenticate } from "../common/bearer";
import type { GoogleOAuthService } from "../oauth";
import type { CalendarDirectory } from "./directory";
import { CalendarStoreError } from "./store";

/**
 * The scopes events.insert accepts (https://developers.google.com/calendar/api/v3/reference/events/insert#auth):
 * a read-only grant is refused with 403 insufficientPermissions, as Google answers it.
 */
export const CALENDAR_WRITE_SCOPES = ["https://www.googleapis.com/auth/calendar", "https://www.googleapis.com/auth/calendar.events", "https://www.googleapis.com/auth/calendar.events.owned"] as const;

const DateTime = z.looseObject({ dateTime: z.string().optional(), date: z.string().optional(), timeZone: z.string().optional() });
/** The Event resource fields the sandbox keeps; other fields Google accepts are ignored, not refused. */
const InsertBody = z.looseObject({
  summary: z.string().max(1024).optional(),
  description: z.string().max(8192).optional(),
  location: z.string().optional(),
  start: DateTime.optional(),
  end: DateTime.optional(),
  status: z.enum(["confirmed", "tentative"]).optional(),
  attendees: z.array(z.looseObject({ email: z.string(), displayName: z.string().optional() })).optional(),
});

/** Calendar v3 `events.insert` on the signed-in user's calendar. */
export function calendarInsertRoutes(oauth: GoogleOAuthService, calendars: CalendarDirectory): Hono {
  const { ctx } = oauth;
  const app = new Hono();
  app.post("/calendar/v3/calendars/:calendarId/events", async (c) => {
    const account = authenticate(c, oauth, CALENDAR_WRITE_SCOPES);
    if (account instanceof Response) return account;
    if (ctx.faults.consume("calendar", "rate_limit")) return rateLimited(429);
    if (ctx.faults.consume("calendar", "server_error")) return backendError(500);
    const calendarId = c.req.param("calendarId");
    if (calendarId !== "primary" && calendarId.toLowerCase() !== account.email) return notFound();
    const parsed = InsertBody.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return badRequest("Invalid JSON payload received.");
    const body = parsed.data;
    // Google's own wording for an event without its times: 400 required "Missing end time."
    if (!body.start) return googleApiError(400, { reason: "required", message: "Missing start time." });
    if (!body.end) return googleApiError(400, { reason: "required", message: "Missing end time." });
    try {
      const event = calendars.calendarFor(account).insert(
        {
          start: body.start,
          end: body.end,
          ...(body.summary !== undefined ? { summary: body.summary } : {}),
          ...(body.description !== undefined ? { description: body.description } : {}),
          ...(body.location !== undefined ? { location: body.location } : {}),
          ...(body.status ? { status: body.status } : {}),
          organizer: { email: account.email, displayName: account.name, self: true },
          attendees: (body.attendees ?? []).map((a) => ({ email: a.email, ...(a.displayName ? { displayName: a.displayName } : {}), responseStatus: "needsAction" as const })),
        },
        ctx.now(),
      );
      return jsonResponse(event);
    } catch (error) {
      // "The specified time range is empty." is Google's answer to an end before the start.
      if (error instanceof CalendarStoreError) return googleApiError(400, { reason: "timeRangeEmpty", message: "The specified time range is empty." });
      throw error;
    }
  });
  return app;
}
