import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestMeeting, createTestNotification, createTestSession, createTestUser } from "@understudy/db/test";
import { DAY_MS, fixedClock } from "@understudy/services/clock";
import { connectTestDb, startRestServer } from "../../test/support/helpers";
import { expectDetail, restClient, type RestCall } from "../../test/support/rest-client";
import { MAX_BODY_BYTES } from "./handler";

const { db, close } = connectTestDb();
const NOW = new Date();
const clock = fixedClock(NOW);
afterAll(() => close());

async function member(overrides: Parameters<typeof createTestUser>[1] = {}) {
  const user = await createTestUser(db, { trialEndsAt: new Date(NOW.getTime() + 14 * DAY_MS), ...overrides });
  const token = await createTestSession(db, user.id, new Date(NOW.getTime() + 30 * DAY_MS));
  return { user, token };
}

const MEETING = { title: "Planning", scheduled_at: "2030-01-02T10:00:00Z" };

// Every case on both entries of the adapter: Node's request (the Pages API route) and fetch's (App Router routes).
describe.each(["node", "web"] as const)("%s transport", (transport) => {
  let server: Awaited<ReturnType<typeof startRestServer>>;
  let call: RestCall;
  let origin: string;

  beforeAll(async () => {
    server = await startRestServer(db, clock, undefined, transport);
    call = restClient(server.url);
    origin = new URL(server.url).origin;
  });
  afterAll(() => server.close());

  describe("routing", () => {
    it("answers 404 {detail} for unknown paths, signed in or not", async () => {
      const { token } = await member();
      expectDetail(await call("GET", "/nope"), 404, "Not Found");
      expectDetail(await call("GET", "/meetings/a/b", { token }), 404);
      expectDetail(await call("POST", "/calendar/unknown", { token, json: {} }), 404);
      expectDetail(await call("GET", "/notifications/abc", { token }), 404);
    });

    it("answers 405 with an Allow header listing the methods the path has", async () => {
      const { token } = await member();
      const cases: [string, string, string][] = [
        ["PATCH", "/meetings", "GET, POST"],
        ["DELETE", "/meetings", "GET, POST"],
        ["POST", `/meetings/${randomUUID()}`, "GET, PUT, DELETE"],
        ["GET", "/auth/logout", "POST"],
        ["POST", "/notifications/x/read", "PUT"],
        ["DELETE", "/admin/users", "GET"],
      ];
      for (const [method, path, allow] of cases) {
        const res = await call(method, path, { token });
        expectDetail(res, 405, "Method Not Allowed");
        expect(res.headers.get("allow"), `${method} ${path}`).toBe(allow);
      }
    });

    it("tolerates a trailing slash and echoes a request id", async () => {
      const { token } = await member();
      const res = await call("GET", "/meetings/", { token, headers: { "x-request-id": "req-123" } });
      expect(res.status).toBe(200);
      expect(res.headers.get("x-request-id")).toBe("req-123");
      expect(res.headers.get("cache-control")).toBe("no-store");
    });
  });

  describe("request bodies", () => {
    it("answers 400 to malformed JSON", async () => {
      const { user, token } = await member();
      const m = await createTestMeeting(db, user.id);
      const headers = { "content-type": "application/json" };
      expectDetail(await call("POST", "/meetings", { token, headers, body: '{"title": "x",' }), 400, /Malformed JSON/);
      expectDetail(await call("POST", "/meetings", { token, headers, body: "{title: 'x'}" }), 400);
      expectDetail(await call("PUT", `/meetings/${m.id}`, { token, headers, body: "nul" }), 400);
    });

    it("answers 413 to a body over 1 MB, declared or not", async () => {
      const { token } = await member();
      const big = JSON.stringify({ ...MEETING, description: "x".repeat(MAX_BODY_BYTES) });
      expectDetail(await call("POST", "/meetings", { token, body: big, headers: { "content-type": "application/json" } }), 413, /1 MB/);
      // Sent without a length, in parts `pauseMs` apart: the adapter learns the size only while reading.
      const postUndeclared = (parts: Uint8Array[], pauseMs = 0) =>
        fetch(`${server.url}/meetings`, {
          method: "POST",
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          body: new ReadableStream<Uint8Array>({
            async start(controller) {
              for (const part of parts) {
                controller.enqueue(part);
                if (pauseMs) await new Promise((resolve) => setTimeout(resolve, pauseMs));
              }
              controller.close();
            },
          }),
          duplex: "half",
        } as RequestInit);
      const res = await postUndeclared([new TextEncoder().encode(big)]);
      expect({ status: res.status, body: await res.json() }).toEqual({ status: 413, body: { detail: expect.stringMatching(/1 MB/) } });
      // Still arriving when the limit is crossed: the answer must not be lost with the rest of the body.
      const half = new TextEncoder().encode(big.slice(0, big.length / 2 + 1));
      const late = await postUndeclared([half, half, half], 50);
      expect(late.status).toBe(413);
    });

    it("answers 415 to a non-JSON content type", async () => {
      const { token } = await member();
      expectDetail(await call("POST", "/meetings", { token, body: JSON.stringify(MEETING), headers: { "content-type": "text/plain" } }), 415, /JSON/);
      expectDetail(
        await call("POST", "/meetings", { token, body: "title=x&scheduled_at=2030-01-02", headers: { "content-type": "application/x-www-form-urlencoded" } }),
        415,
      );
    });

    it("accepts JSON with a charset and without a content type", async () => {
      const { token } = await member();
      const body = JSON.stringify(MEETING);
      expect((await call("POST", "/meetings", { token, body, headers: { "content-type": "application/json; charset=utf-8" } })).status).toBe(201);
      expect((await call("POST", "/meetings", { token, body: new TextEncoder().encode(body) })).status).toBe(201);
    });

    it("checks the credential before the input: 401 and 403 win over 422", async () => {
      const { token } = await member();
      expectDetail(await call("GET", "/meetings?limit=abc"), 401);
      expectDetail(await call("POST", "/meetings", { json: { nonsense: true } }), 401);
      expectDetail(await call("PUT", `/meetings/${randomUUID()}`, { json: {} }), 401);
      expectDetail(await call("GET", "/admin/users?page=2"), 401);
      expectDetail(await call("GET", "/admin/users?page=2", { token }), 403);
    });
  });

  describe("cross-site requests", () => {
    it("refuses a cookie-authenticated write from another site (403) and allows the same write by bearer token", async () => {
      const { token } = await member();
      const evil = { origin: "https://evil.example" };
      expectDetail(await call("POST", "/meetings", { cookie: token, json: MEETING, headers: evil }), 403, /Cross-site/);
      expectDetail(await call("POST", "/meetings", { cookie: token, json: MEETING, headers: { "sec-fetch-site": "cross-site" } }), 403);
      expectDetail(await call("POST", "/meetings", { cookie: token, json: MEETING, headers: { "sec-fetch-site": "same-site" } }), 403);
      expectDetail(await call("POST", "/auth/logout", { cookie: token, headers: evil }), 403);
      expect((await call("GET", "/auth/me", { cookie: token })).status).toBe(200);

      expect((await call("POST", "/meetings", { token, json: MEETING, headers: evil })).status).toBe(201);
      expect((await call("POST", "/meetings", { token, json: MEETING, headers: { "sec-fetch-site": "cross-site" } })).status).toBe(201);
    });

    it("allows cookie-authenticated writes from our own origin", async () => {
      const { user, token } = await member();
      expect((await call("POST", "/meetings", { cookie: token, json: MEETING, headers: { origin } })).status).toBe(201);
      expect((await call("POST", "/meetings", { cookie: token, json: MEETING, headers: { "sec-fetch-site": "same-origin" } })).status).toBe(201);
      const n = await createTestNotification(db, user.id);
      expect((await call("PUT", `/notifications/${n.id}/read`, { cookie: token, headers: { origin } })).status).toBe(200);
      expectDetail(await call("PUT", `/notifications/${n.id}/read`, { cookie: token, headers: { origin: "null" } }), 403);
    });

    it("lets cookie-authenticated reads through from anywhere", async () => {
      const { token } = await member();
      expect((await call("GET", "/meetings", { cookie: token, headers: { "sec-fetch-site": "cross-site" } })).status).toBe(200);
    });
  });

  describe("write rate limit", () => {
    it("answers 429 with Retry-After after 120 writes a minute, per user, leaving reads alone", async () => {
      const { user, token } = await member();
      const n = await createTestNotification(db, user.id);
      const statuses: number[] = [];
      for (let i = 0; i < 120; i++) statuses.push((await call("PUT", `/notifications/${n.id}/read`, { token })).status);
      expect(statuses.every((s) => s === 200)).toBe(true);
      const limited = await call("PUT", `/notifications/${n.id}/read`, { token });
      expectDetail(limited, 429, /Too many requests/);
      expect(limited.headers.get("retry-after")).toBe("60");
      expectDetail(await call("POST", "/meetings", { token, json: MEETING }), 429);
      expect((await call("GET", "/meetings", { token })).status).toBe(200);

      const other = await member();
      expect((await call("POST", "/meetings", { token: other.token, json: MEETING })).status).toBe(201);
    });
  });

  describe("bad input never reaches a 500", () => {
    it("answers every malformed request with a 4xx {detail}", async () => {
      const { user, token } = await member({ role: "admin" });
      const m = await createTestMeeting(db, user.id);
      const huge = "9".repeat(400);
      const nested = "[".repeat(20_000) + "]".repeat(20_000);
      const cases: [string, string, Parameters<RestCall>[2]][] = [
        ["POST", "/meetings", { json: { ...MEETING, title: "nul\u0000byte" } }],
        ["POST", "/meetings", { json: { ...MEETING, description: "nul\u0000byte" } }],
        ["POST", "/meetings", { json: { ...MEETING, meeting_url: "https://zoom.us/j/1\u0000" } }],
        ["PUT", `/meetings/${m.id}`, { json: { title: "\u0000" } }],
        ["GET", "/meetings?q=%00", {}],
        ["GET", "/admin/users?q=%00", {}],
        ["GET", `/meetings?limit=${huge}`, {}],
        ["GET", `/meetings?offset=${huge}`, {}],
        ["GET", "/meetings?q=" + "x".repeat(5000), {}],
        ["GET", "/meetings?limit=1&limit=2&status=", {}],
        ["GET", `/meetings/${"a".repeat(300)}`, {}],
        ["GET", "/meetings/%00", {}],
        ["PUT", `/meetings/${"a".repeat(300)}`, { json: { title: "x" } }],
        ["DELETE", `/meetings/${"a".repeat(300)}`, {}],
        ["PUT", `/notifications/${"a".repeat(300)}/read`, {}],
        ["POST", "/meetings", { json: { ...MEETING, duration_minutes: Number.MAX_SAFE_INTEGER + 2 } }],
        ["POST", "/meetings", { json: { ...MEETING, duration_minutes: 60.5 } }],
        ["POST", "/meetings", { json: { ...MEETING, scheduled_at: "0000-00-00T00:00:00Z" } }],
        ["POST", "/meetings", { json: { ...MEETING, scheduled_at: 1_700_000_000_000 } }],
        ["POST", "/meetings", { json: { ...MEETING, title: "x".repeat(201) } }],
        ["POST", "/meetings", { json: { ...MEETING, description: "x".repeat(5001) } }],
        ["POST", "/meetings", { json: { ...MEETING, meeting_url: `https://x.example/${"a".repeat(3000)}` } }],
        ["POST", "/meetings", { json: { ...MEETING, __proto__: { admin: true }, constructor: { prototype: {} } } }],
        ["POST", "/meetings", { body: nested, headers: { "content-type": "application/json" } }],
        ["POST", "/meetings", { body: `{"title": ${huge}}`, headers: { "content-type": "application/json" } }],
        ["POST", "/meetings", { body: "\uFEFF{}", headers: { "content-type": "application/json" } }],
        ["POST", "/meetings", { json: "a string" }],
        ["POST", "/meetings", { json: 42 }],
        ["PUT", `/meetings/${m.id}`, { json: [] }],
        ["PUT", `/meetings/${m.id}`, { json: { status: null } }],
        ["PUT", `/meetings/${m.id}`, { json: { scheduled_at: null } }],
        ["PUT", `/meetings/${m.id}`, { json: { title: null } }],
      ];
      for (const [method, path, options] of cases) {
        const res = await call(method, path, { token, ...options });
        expect(res.status, `${method} ${path} ${JSON.stringify(options).slice(0, 120)} → ${res.text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${method} ${path} ${JSON.stringify(options).slice(0, 120)} → ${res.text.slice(0, 200)}`).toBeLessThan(500);
        expectDetail(res, res.status);
      }
    });

    it("answers odd but well-formed requests without a 5xx", async () => {
      const { token } = await member();
      for (const path of ["/meetings?q=%E0%A4%A", "/meetings?q=%F0%9F%98%80", "/meetings?q=%5C%25_", "/meetings?q=%20%20"]) {
        const res = await call("GET", path, { token });
        expect({ path, status: res.status, body: res.body }).toEqual({ path, status: 200, body: [] });
      }
    });
  });
});
