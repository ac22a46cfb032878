import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestMeeting, createTestSession, createTestUser } from "@understudy/db/test";
import { DAY_MS, fixedClock } from "@understudy/services/clock";
import { DATE_RANGE_MESSAGE, MALFORMED_LINK } from "@understudy/services";
import { connectTestDb, startRestServer } from "../support/helpers";
import { expectDetail, restClient, type RestCall } from "../support/rest-client";

/* Regressions for what a fuzz run of the /api contract found answering 5xx to bad input (issue #16). */

const { db, close } = connectTestDb();
const NOW = new Date("2026-03-01T12:00:00Z");
const clock = fixedClock(NOW);
let server: Awaited<ReturnType<typeof startRestServer>>;
let call: RestCall;

beforeAll(async () => {
  server = await startRestServer(db, clock);
  call = restClient(server.url);
});
afterAll(async () => {
  await server.close();
  await close();
});

async function member() {
  const user = await createTestUser(db, { trialEndsAt: new Date(NOW.getTime() + 14 * DAY_MS) });
  return { user, token: await createTestSession(db, user.id, new Date(NOW.getTime() + 30 * DAY_MS)) };
}

describe("paths whose %-encoding is broken", () => {
  it("name nothing: 404 {detail}, to anonymous callers too, whatever the method", async () => {
    const { token } = await member();
    for (const path of ["/meetings/%zz", "/meetings/%", "/meetings/%E0%A4%A", "/%zz", "/meetings/%zz/bot", "/gmail/meetings/%ff/add"]) {
      expectDetail(await call("GET", path), 404, /^Not Found$/);
      expectDetail(await call("GET", path, { token }), 404, /^Not Found$/);
      expectDetail(await call("POST", path, { token, json: {} }), 404, /^Not Found$/);
    }
  });

  it("still decode when well formed: an encoded id reaches the procedure", async () => {
    const { user, token } = await member();
    const meeting = await createTestMeeting(db, user.id);
    const encoded = [...meeting.id].map((c) => `%${c.charCodeAt(0).toString(16)}`).join("");
    expect((await call("GET", `/meetings/${encoded}`, { token })).status).toBe(200);
    expectDetail(await call("GET", "/meetings/a%2Fb", { token }), 404, /^Meeting not found$/);
  });
});

describe(`dates outside ${DATE_RANGE_MESSAGE.replace("must be between ", "")}`, () => {
  const range = new RegExp(DATE_RANGE_MESSAGE);

  it("are 422 naming the field on meetings, created and updated", async () => {
    const { user, token } = await member();
    const meeting = await createTestMeeting(db, user.id);
    for (const scheduled_at of ["0000-01-01T00:00:00Z", "1899-12-31T23:59:59Z", "9999-12-31T23:00:00-05:00"]) {
      expectDetail(await call("POST", "/meetings", { token, json: { title: "Old", scheduled_at } }), 422, new RegExp(`^scheduled_at: ${DATE_RANGE_MESSAGE}$`));
      expectDetail(await call("PUT", `/meetings/${meeting.id}`, { token, json: { scheduled_at } }), 422, range);
    }
    for (const scheduled_at of ["1900-01-01T00:00:00Z", "9999-12-31T23:59:59Z"]) {
      expect((await call("POST", "/meetings", { token, json: { title: "Edge", scheduled_at } })).status).toBe(201);
    }
  });

  it("are 422 on search and ask filters, before any model is asked", async () => {
    const { token } = await member();
    expectDetail(await call("GET", "/search?q=budget&from=0000-01-01", { token }), 422, new RegExp(`^from: ${DATE_RANGE_MESSAGE}$`));
    expectDetail(await call("GET", "/search?q=budget&to=0000-01-01", { token }), 422, new RegExp(`^to: ${DATE_RANGE_MESSAGE}$`));
    expect((await call("GET", "/search?q=budget&from=1900-01-01&to=9999-12-31", { token })).status).toBe(200);
    expectDetail(await call("POST", "/search/ask", { token, json: { question: "x", from: "0000-01-01" } }), 422, range);
    expectDetail(await call("POST", "/search/ask", { token, json: { question: "x", to: "0000-01-01" } }), 422, range);
  });

  it("keep a malformed date's own message, without the range's", async () => {
    const { token } = await member();
    expectDetail(await call("GET", "/search?q=budget&from=yesterday", { token }), 422, /^from: must be a date, YYYY-MM-DD$/);
  });
});

describe("provider ids and links", () => {
  it("refuse a Gmail invite id with control characters or over 100 characters before it reaches SQL", async () => {
    const { token } = await member();
    for (const id of ["%00", "a%00b", "a%0Ab", "%7F"]) {
      expectDetail(await call("POST", `/gmail/meetings/${id}/add`, { token, json: {} }), 422, /^email_id: must not contain control characters$/);
    }
    expectDetail(await call("POST", `/gmail/meetings/${"a".repeat(101)}/add`, { token, json: {} }), 422, /^email_id: /);
    expectDetail(await call("POST", "/gmail/meetings/18c2f0a1b2c3d4e5/add", { token, json: {} }), 404);
  });

  it("refuse a bot deploy link that cannot be decoded or carries control characters: 422, not the provider's 503", async () => {
    const { token } = await member();
    for (const meeting_url of ["https://teams.microsoft.com/l/meetup-join/%00%ff", "https://zoom.us/j/123%zz", "https://zoom.us/j/1\u0007", "https://meet.google.com/abc-defg-hij%0A"]) {
      expectDetail(await call("POST", "/bot/deploy", { token, json: { meeting_url } }), 422, new RegExp(`^meeting_url: ${MALFORMED_LINK}$`));
    }
    expectDetail(await call("POST", "/bot/deploy", { token, json: { meeting_url: "https://zoom.us/j/1\u0000" } }), 422, /^meeting_url: must not contain NUL characters$/);
  });

  it("refuse the same links as a meeting's link, which a bot may be sent to later", async () => {
    const { token } = await member();
    const json = { title: "Call", scheduled_at: "2030-01-02T10:00:00Z", meeting_url: "https://teams.microsoft.com/l/meetup-join/%00%ff" };
    expectDetail(await call("POST", "/meetings", { token, json }), 422, new RegExp(`^meeting_url: ${MALFORMED_LINK}$`));
    const teams = "https://teams.microsoft.com/l/meetup-join/19%3ameeting_N2Q%40thread.v2/0?context=%7b%22Tid%22%3a%22x%22%7d";
    expect((await call("POST", "/meetings", { token, json: { ...json, meeting_url: teams } })).status).toBe(201);
  });
});
