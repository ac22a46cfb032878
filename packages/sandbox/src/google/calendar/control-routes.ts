import { Hono, type Context } from "hono";
import { z } from "zod";
import { jsonResponse } from "../../core/http";
import { videoLink, type VideoKind } from "../common/links";
import { pickPeople } from "../common/people";
import { SeededRandom } from "../common/random";
import { rfc3339InZone } from "../common/time";
import { controlAccount, controlBody } from "../common/control-request";
import type { GoogleOAuthService } from "../oauth";
import type { CalendarDirectory } from "./directory";
import { attachVideo } from "./generator";
import { CalendarStoreError } from "./store";

const DateTime = z.strictObject({ dateTime: z.string().optional(), date: z.string().optional(), timeZone: z.string().optional() });
const Person = z.strictObject({ email: z.string(), displayName: z.string().optional(), self: z.boolean().optional() });
const Attendee = Person.extend({
  organizer: z.boolean().optional(),
  optional: z.boolean().optional(),
  responseStatus: z.enum(["needsAction", "declined", "tentative", "accepted"]),
});
const EntryPoint = z.looseObject({ entryPointType: z.enum(["video", "phone", "sip", "more"]), uri: z.string() });
const Conference = z.looseObject({ entryPoints: z.array(EntryPoint).optional() });

const Fields = {
  summary: z.string().optional(),
  description: z.string().optional(),
  location: z.string().optional(),
  start: DateTime,
  end: DateTime,
  status: z.enum(["confirmed", "tentative"]).optional(),
  attendees: z.array(Attendee).optional(),
  hangoutLink: z.string().optional(),
  conferenceData: Conference.optional(),
};
const EventSpecBody = z.strictObject({
  ...Fields,
  id: z.string().regex(/^[a-v0-9]{5,1024}$/, "ids use base32hex (a-v, 0-9), 5 to 1024 characters").optional(),
  organizer: Person.optional(),
  eventType: z.enum(["default", "outOfOffice", "focusTime", "workingLocation"]).optional(),
  weeklyCount: z.number().int().min(1).max(200).optional(),
});
const EventPatchBody = z.strictObject(Fields).partial();
const BulkBody = z.strictObject({
  count: z.number().int().min(1).max(20_000),
  /** First event this many hours from now (default 1). */
  startInHours: z.number().min(-720).max(720).default(1),
  /** Spread over this many days (default 27). */
  days: z.number().min(1).max(365).default(27),
});
const SeedBody = z.strictObject({ mode: z.enum(["empty", "generated"]) });

const VIDEO_CYCLE: readonly VideoKind[] = ["meet", "zoom", "teams", "zoom-vanity", "teams-live"];

/**
 * `/__sandbox/google/calendar/:email/...`: test and benchmark controls to read, seed and change a calendar.
 * Changes made here show up in the next incremental sync, exactly like changes made in Google Calendar.
 */
export function calendarControlRoutes(oauth: GoogleOAuthService, calendars: CalendarDirectory): Hono {
  const { ctx } = oauth;
  const app = new Hono();
  const base = "/__sandbox/google/calendar/:email";

  const account = (c: Context) => controlAccount(oauth, c);
  const body = controlBody;

  const storeError = (error: unknown) => {
    if (error instanceof CalendarStoreError) return jsonResponse({ error: "invalid_request", error_description: error.message }, 400);
    throw error;
  };

  app.get(`${base}/events`, (c) => {
    const owner = account(c);
    if (owner instanceof Response) return owner;
    const store = calendars.calendarFor(owner);
    const events = store.all().map((e) => ({ ...e.event, _role: e.role }));
    return jsonResponse({ seq: store.seq, timeZone: store.timeZone, events });
  });

  app.post(`${base}/seed`, async (c) => {
    const owner = account(c);
    if (owner instanceof Response) return owner;
    const input = await body(c, SeedBody);
    if (input instanceof Response) return input;
    const store = calendars.seed(owner, input.mode);
    return jsonResponse({ events: store.size });
  });

  app.post(`${base}/events`, async (c) => {
    const owner = account(c);
    if (owner instanceof Response) return owner;
    const input = await body(c, EventSpecBody);
    if (input instanceof Response) return input;
    try {
      return jsonResponse(calendars.calendarFor(owner).insert(input, ctx.now()), 201);
    } catch (error) {
      return storeError(error);
    }
  });

  app.post(`${base}/events/bulk`, async (c) => {
    const owner = account(c);
    if (owner instanceof Response) return owner;
    const input = await body(c, BulkBody);
    if (input instanceof Response) return input;
    const store = calendars.calendarFor(owner);
    const now = ctx.now();
    const rng = new SeededRandom(`bulk:${owner.email}:${store.seq}`);
    const first = now.getTime() + input.startInHours * 3_600_000;
    const step = Math.max(1, Math.floor((input.days * 86_400_000) / input.count));
    for (let i = 0; i < input.count; i++) {
      const start = new Date(Math.floor((first + i * step) / 300_000) * 300_000);
      const summary = `Bulk meeting ${i + 1}`;
      const link = videoLink(rng, VIDEO_CYCLE[i % VIDEO_CYCLE.length] ?? "meet", owner.name);
      const guests = pickPeople(rng, 2, [owner.email]);
      store.insert(
        {
          summary,
          start: { dateTime: rfc3339InZone(start, store.timeZone), timeZone: store.timeZone },
          end: { dateTime: rfc3339InZone(new Date(start.getTime() + 30 * 60_000), store.timeZone), timeZone: store.timeZone },
          attendees: [
            { email: owner.email, displayName: owner.name, self: true, organizer: true, responseStatus: "accepted" },
            ...guests.map((g) => ({ email: g.email, displayName: g.name, responseStatus: "needsAction" as const })),
          ],
          ...attachVideo(rng, link, summary),
        },
        now,
      );
    }
    return jsonResponse({ created: input.count, total: store.size }, 201);
  });

  app.patch(`${base}/events/:id`, async (c) => {
    const owner = account(c);
    if (owner instanceof Response) return owner;
    const input = await body(c, EventPatchBody);
    if (input instanceof Response) return input;
    try {
      return jsonResponse(calendars.calendarFor(owner).update(c.req.param("id"), input, ctx.now()));
    } catch (error) {
      return storeError(error);
    }
  });

  app.delete(`${base}/events/:id`, (c) => {
    const owner = account(c);
    if (owner instanceof Response) return owner;
    try {
      calendars.calendarFor(owner).cancel(c.req.param("id"), ctx.now());
      return jsonResponse({ cancelled: c.req.param("id") });
    } catch (error) {
      return storeError(error);
    }
  });

  app.post(`${base}/invalidate-sync-tokens`, (c) => {
    const owner = account(c);
    if (owner instanceof Response) return owner;
    calendars.calendarFor(owner).invalidateTokens();
    return jsonResponse({ ok: true });
  });

  return app;
}
