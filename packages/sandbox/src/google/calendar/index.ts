import { Hono } from "hono";
import type { GoogleOAuthService } from "../oauth";
import { calendarControlRoutes } from "./control-routes";
import { CalendarDirectory } from "./directory";
import { calendarInsertRoutes } from "./insert-routes";
import { calendarRoutes } from "./routes";

export { CalendarDirectory, DRIFT_INTERVAL_MS } from "./directory";
export type { GoogleEvent, EventSpec } from "./model";
export { CALENDAR_FAULTS, CALENDAR_SCOPES } from "./routes";

/** Google Calendar v3 (`events.list`, `events.get`, `events.insert`) for every sandbox account, plus its test controls. */
export function createGoogleCalendar(oauth: GoogleOAuthService): { routes: Hono; calendars: CalendarDirectory } {
  const calendars = new CalendarDirectory(() => oauth.ctx.now());
  oauth.ctx.onReset(() => calendars.clear());
  const routes = new Hono();
  routes.route("/", calendarRoutes(oauth, calendars));
  routes.route("/", calendarInsertRoutes(oauth, calendars));
  routes.route("/", calendarControlRoutes(oauth, calendars));
  return { routes, calendars };
}
