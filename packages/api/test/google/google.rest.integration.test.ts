import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantConsent, startSandbox, type RunningSandbox } from "@understudy/sandbox";
import { fixedClock } from "@understudy/services/clock";
import { silentLogger } from "@understudy/services/logger";
import { connectTestDb, makeCaller, signedInUser, startRestServer } from "../support/helpers";
import { expectDetail, expectShape, restClient, type RestCall } from "../support/rest-client";
import { CalendarEventsResponse, SyncResponse } from "@understudy/services/calendar";
import { GmailMeetingsResponse } from "@understudy/services/gmail";
import { handleGoogleCallback, AuthUrlResponse, GoogleStatusResponse } from "@understudy/services/google";
import { createAppDeps, type AppDeps } from "@understudy/services/deps";
import { sandboxGoogleEnv } from "@understudy/services/testing/sandbox-env";
import { recordingJobQueue } from "@understudy/services/testing/deps";
import { sandboxControl } from "@understudy/services/testing/google";

const { db, close } = connectTestDb();
const clock = fixedClock("2026-01-05T09:00:00Z");
let sandbox: RunningSandbox;
let server: { url: string; close(): Promise<void> };
let rest: RestCall;
let deps: AppDeps;

const KEYS = {
  status: ["status", "connected", "google_email", "calendar_access", "gmail_access", "connected_at", "last_synced_at", "last_sync", "last_sync_error"],
  sync: ["created_meetings", "updated_meetings", "full_sync", "synced_at"],
  event: ["event_id", "title", "start_time", "end_time", "attendees", "description", "location", "meeting_info", "organizer", "status", "html_link", "meeting_id"],
  invite: ["email_id", "subject", "sender", "date", "body_snippet", "meeting_urls", "suggested_start", "meeting_id"],
};

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, clock: () => clock.now() });
  // The composition root, from the same variables the launcher sets when it points the app at the sandbox.
  const env = sandboxGoogleEnv(sandbox, { AUTH_GOOGLE_ID: "understudy-rest-test", AUTH_GOOGLE_SECRET: "rest-test-secret" });
  deps = createAppDeps({ db, clock, jobs: recordingJobQueue(), env });
  server = await startRestServer(db, clock, deps);
  rest = restClient(server.url);
});
afterAll(async () => {
  await server.close();
  await sandbox.close();
  await close();
});

async function connectedOverRest(token: string, mailbox: "empty" | "generated" = "generated") {
  const control = sandboxControl(sandbox);
  const email = `rest-${randomUUID()}@example.com`;
  await control.seedCalendar(email, "generated");
  await control.seedMailbox(email, mailbox);
  const res = await rest("GET", "/google/auth-url", { token });
  const { auth_url } = expectShape(AuthUrlResponse, res.body, ["auth_url"]);
  const redirect = await grantConsent(auth_url, email);
  expect(redirect.origin + redirect.pathname).toBe("http://localhost:3999/api/google/callback");
  const outcome = await handleGoogleCallback({ deps, log: silentLogger, headers: new Headers({ authorization: `Bearer ${token}` }), query: redirect.searchParams });
  expect(outcome).toEqual({ ok: true, message: `Connected ${email}. You can close this window.` });
  return email;
}

describe("REST: /calendar, /gmail and /google", () => {
  it("needs a signed-in user on every path", async () => {
    for (const [method, path] of [
      ["GET", "/calendar/events"],
      ["POST", "/calendar/sync"],
      ["GET", "/gmail/meetings"],
      ["POST", "/gmail/meetings/abc/add"],
      ["GET", "/google/auth-url"],
      ["GET", "/google/status"],
      ["DELETE", "/google/connection"],
    ] as const) {
      expectDetail(await rest(method, path), 401, "Not authenticated");
    }
  });

  it("answers 412 with what to do before Google is connected", async () => {
    const { token } = await signedInUser(db);
    const status = await rest("GET", "/google/status", { token });
    expect(expectShape(GoogleStatusResponse, status.body, KEYS.status)).toMatchObject({ status: "not_connected", connected: false });
    expectDetail(await rest("GET", "/calendar/events", { token }), 412, "Connect your Google account first");
    expectDetail(await rest("POST", "/calendar/sync", { token }), 412, "Connect your Google account first");
    expectDetail(await rest("GET", "/gmail/meetings", { token }), 412, "Connect your Google account first");
    expect((await rest("DELETE", "/google/connection", { token })).body).toEqual({ message: "Google account is not connected" });
  });

  it("connects, syncs twice with exact counts, lists events and invites, adds one, and disconnects", async () => {
    const { token } = await signedInUser(db);
    const email = await connectedOverRest(token);
    const status = expectShape(GoogleStatusResponse, (await rest("GET", "/google/status", { token })).body, KEYS.status);
    expect(status).toMatchObject({ status: "connected", google_email: email, calendar_access: true, gmail_access: true });

    const first = await rest("POST", "/calendar/sync", { token });
    expect(first.status).toBe(200);
    const counts = expectShape(SyncResponse, first.body, KEYS.sync);
    expect(counts.created_meetings).toBeGreaterThan(20);
    expect(counts).toMatchObject({ updated_meetings: 0, full_sync: true });
    expect(expectShape(SyncResponse, (await rest("POST", "/calendar/sync", { token })).body, KEYS.sync)).toMatchObject({
      created_meetings: 0,
      updated_meetings: 0,
      full_sync: false,
    });

    const events = CalendarEventsResponse.parse((await rest("GET", "/calendar/events", { token })).body).events;
    expect(events.length).toBeGreaterThan(10);
    expectShape(CalendarEventsResponse.shape.events.element, events[0], KEYS.event);
    expect(events.every((e) => e.meeting_id !== null)).toBe(true);
    expect(events.map((e) => e.start_time)).toEqual([...events.map((e) => e.start_time)].sort());

    const invites = GmailMeetingsResponse.parse((await rest("GET", "/gmail/meetings", { token })).body);
    expect(Object.keys((await rest("GET", "/gmail/meetings", { token })).body as object).sort()).toEqual(["meetings", "stale"]);
    const zoom = invites.meetings.find((m) => m.subject.startsWith("Zoom meeting invitation"));
    expectShape(GmailMeetingsResponse.shape.meetings.element, zoom, KEYS.invite);
    const id = zoom?.email_id ?? "";
    expectDetail(await rest("POST", `/gmail/meetings/${id}/add`, { token, json: { bogus: 1 } }), 422, /Unknown field: bogus/);
    expectDetail(await rest("POST", `/gmail/meetings/${id}/add`, { token, json: {} }), 400, /scheduled_at/);
    expectDetail(await rest("POST", `/gmail/meetings/${id}/add`, { token, json: { scheduled_at: "tomorrow" } }), 422, /scheduled_at/);
    const added = await rest("POST", `/gmail/meetings/${id}/add`, { token, json: { scheduled_at: "2026-01-08T15:00:00Z" } });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ source: "gmail", platform: "zoom", scheduled_at: "2026-01-08T15:00:00.000Z" });
    expectDetail(await rest("POST", `/gmail/meetings/${id}/add`, { token, json: { scheduled_at: "2026-01-08T15:00:00Z" } }), 409);
    expectDetail(await rest("POST", "/gmail/meetings/no-such-mail/add", { token, json: { scheduled_at: "2026-01-08T15:00:00Z" } }), 404);

    expect((await rest("DELETE", "/google/connection", { token })).body).toEqual({ message: "Google account disconnected" });
    expect((await rest("GET", "/google/status", { token })).body).toMatchObject({ status: "not_connected" });
    expect(((await rest("GET", "/meetings?limit=500", { token })).body as unknown[]).length).toBe(counts.created_meetings + 1);
  });

  it("serves the same procedures over tRPC, each user seeing only their own Google data", async () => {
    const alice = await signedInUser(db);
    const bob = await signedInUser(db);
    await connectedOverRest(alice.token, "empty");
    const asAlice = await makeCaller(db, alice.token, clock, deps);
    const asBob = await makeCaller(db, bob.token, clock, deps);
    expect((await asAlice.calendar.sync()).created_meetings).toBeGreaterThan(20);
    expect((await asAlice.google.status()).connected).toBe(true);
    expect(await asBob.google.status()).toMatchObject({ status: "not_connected" });
    await expect(asBob.calendar.events()).rejects.toMatchObject({ code: "PRECONDITION_FAILED" });
    await expect(asBob.gmail.meetings()).rejects.toMatchObject({ code: "PRECONDITION_FAILED" });
    expect(await asBob.meetings.list({})).toEqual([]);
    await expect((await makeCaller(db, null)).calendar.sync()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("reports a server without a token key as 503, not a crash", async () => {
    const { token } = await signedInUser(db);
    const withoutKey = await startRestServer(db, clock, { ...deps, cipher: null });
    try {
      expectDetail(await restClient(withoutKey.url)("GET", "/google/auth-url", { token }), 503, /TOKEN_ENCRYPTION_KEY/);
    } finally {
      await withoutKey.close();
    }
  });
});
