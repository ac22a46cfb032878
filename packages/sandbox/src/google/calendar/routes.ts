import { Hono } from "hono";
import { jsonResponse } from "../../core/http";
import { backendError, googleApiError, notFound, rateLimited } from "../common/api-error";
import { authenticate } from "../common/bearer";
import type { GoogleOAuthService } from "../oauth";
import type { CalendarDirectory } from "./directory";
import { parseListParams } from "./list-params";
import { render } from "./store";

export const CALENDAR_SCOPES = [
  "https://www.googleapis.com/auth/calendar.readonly",
  "https://www.googleapis.com/auth/calendar.events.readonly",
  "https://www.googleapis.com/auth/calendar",
  "https://www.googleapis.com/auth/calendar.events",
] as const;

/** Faults declared under the `calendar` namespace of `POST /__sandbox/faults`. */
export const CALENDAR_FAULTS = ["rate_limit", "rate_limit_403", "server_error", "unavailable", "sync_token_expired"] as const;

/** Calendar v3 `events.list` on the primary calendar. */
export function calendarRoutes(oauth: GoogleOAuthService, calendars: CalendarDirectory): Hono {
  const { ctx } = oauth;
  ctx.faults.define("calendar", CALENDAR_FAULTS);
  const app = new Hono();

  app.get("/calendar/v3/calendars/:calendarId/events", (c) => {
    const account = authenticate(c, oauth, CALENDAR_SCOPES);
    if (account instanceof Response) return account;
    if (ctx.faults.consume("calendar", "rate_limit")) return rateLimited(429);
    if (ctx.faults.consume("calendar", "rate_limit_403")) return rateLimited(403);
    if (ctx.faults.consume("calendar", "server_error")) return backendError(500);
    if (ctx.faults.consume("calendar", "unavailable")) return backendError(503);

    const calendarId = c.req.param("calendarId");
    if (calendarId !== "primary" && calendarId.toLowerCase() !== account.email) return notFound();
    const params = parseListParams(new URL(c.req.url).searchParams);
    if (params instanceof Response) return params;

    const store = calendars.calendarFor(account);
    const forcedGone = params.syncToken !== undefined && ctx.faults.consume("calendar", "sync_token_expired");
    const result = forcedGone ? ({ kind: "gone" } as const) : store.list(params);
    if (result.kind === "gone") {
      return googleApiError(410, {
        domain: "calendar",
        reason: "fullSyncRequired",
        message: "Sync token is no longer valid, a full sync is required.",
        locationType: "parameter",
        location: "syncToken",
      });
    }
    if (result.kind === "bad-page-token") {
      return googleApiError(400, { reason: "invalid", message: "Invalid page token value.", locationType: "parameter", location: "pageToken" });
    }
    return jsonResponse({
      kind: "calendar#events",
      etag: `"p3${store.seq.toString(36)}"`,
      summary: account.email,
      description: "",
      updated: result.updated,
      timeZone: store.timeZone,
      accessRole: "owner",
      defaultReminders: [{ method: "popup", minutes: 10 }],
      ...(result.nextPageToken ? { nextPageToken: result.nextPageToken } : {}),
      ...(result.nextSyncToken ? { nextSyncToken: result.nextSyncToken } : {}),
      items: result.items,
    });
  });

  /** Calendar v3 `events.get`: a deleted event still answers, as `cancelled`, the way Google keeps it for a while. */
  app.get("/calendar/v3/calendars/:calendarId/events/:eventId", (c) => {
    const account = authenticate(c, oauth, CALENDAR_SCOPES);
    if (account instanceof Response) return account;
    if (ctx.faults.consume("calendar", "rate_limit")) return rateLimited(429);
    if (ctx.faults.consume("calendar", "server_error")) return backendError(500);
    if (ctx.faults.consume("calendar", "unavailable")) return backendError(503);
    const calendarId = c.req.param("calendarId");
    if (calendarId !== "primary" && calendarId.toLowerCase() !== account.email) return notFound();
    const stored = calendars.calendarFor(account).get(c.req.param("eventId"));
    return stored ? jsonResponse(render(stored)) : notFound();
  });

  return app;
}
