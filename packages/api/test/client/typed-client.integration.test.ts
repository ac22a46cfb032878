import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { botSessions } from "@understudy/db/schema";
import { createTestMeeting, createTestNotification, createTestSession, createTestUser } from "@understudy/db/test";
import { startSandbox, type RunningSandbox } from "@understudy/sandbox";
import { createAppDeps } from "@understudy/services/deps";
import { createLiveEventHub, type LiveEventHub } from "@understudy/services/live";
import { recordingJobQueue } from "@understudy/services/testing/deps";
import { sandboxAppEnv } from "@understudy/services/testing/sandbox-env";
import { buildOpenApiDocument } from "../../src/rest/openapi";
import { connectTestDb, startRestServer } from "../support/helpers";
import { apiClient, callEveryOperation, type Fixture } from "./client";
import { generatedTypes, TYPES_FILE } from "./generate-types";

/*
 * The OpenAPI document consumed the way a user consumes it (issue #16): openapi-typescript's types, committed
 * next to a client that the package's strict typecheck and lint compile, run here against the server.
 */

const { db, close } = connectTestDb();
let sandbox: RunningSandbox;
let server: Awaited<ReturnType<typeof startRestServer>>;
let hub: LiveEventHub;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  hub = createLiveEventHub(process.env.DATABASE_URL ?? "");
  server = await startRestServer(db, undefined, createAppDeps({ db, jobs: recordingJobQueue(), env: sandboxAppEnv(sandbox), liveEvents: hub }));
});
afterAll(async () => {
  await server.close();
  await hub.close();
  await sandbox.close();
  await close();
});

describe("a typed client generated from the OpenAPI document", () => {
  it("is compiled from types that match the document the server serves (regenerate with `pnpm --filter @understudy/api openapi:types`)", async () => {
    expect(await readFile(TYPES_FILE, "utf8")).toBe(await generatedTypes());
  });

  it("calls every operation as the README shows, and the server answers each one without a server error", async () => {
    const user = await createTestUser(db);
    const token = await createTestSession(db, user.id);
    const meeting = await createTestMeeting(db, user.id, { meetingUrl: "https://zoom.us/j/1234567890" });
    const notification = await createTestNotification(db, user.id);
    const [session] = await db
      .insert(botSessions)
      .values({ userId: user.id, meetingId: meeting.id, provider: "recall", botName: "Understudy", meetingUrl: "https://zoom.us/j/1234567890", platform: "zoom", status: "disconnected" })
      .returning();
    const fixture: Fixture = { meetingId: meeting.id, sessionId: session?.id ?? "", notificationId: notification.id };

    const statuses = await callEveryOperation(apiClient(server.url, token), fixture);

    const documented = Object.entries(buildOpenApiDocument().paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    expect(Object.keys(statuses).sort()).toEqual(documented.sort());
    expect(Object.entries(statuses).filter(([, status]) => status >= 500)).toEqual([]);
    // What a trialing user may do succeeds; the README's create call (no duration, no platform) first among them.
    expect(statuses).toMatchObject({
      "POST /meetings": 201,
      "GET /meetings": 200,
      "GET /meetings/{id}": 200,
      "PUT /meetings/{id}": 200,
      "DELETE /meetings/{id}": 200,
      "PUT /account/privacy": 200,
      "POST /account/export": 202,
      "GET /account/export/{id}": 200,
      "GET /account/export/{id}/download": 409,
      "GET /search": 200,
      "GET /action-items": 200,
      "PATCH /action-items/{id}": 404,
      "GET /meetings/{id}/recap": 409,
      "POST /meetings/{id}/recap/share": 409,
      "GET /meetings/{id}/recap/shares": 200,
      "POST /search/ask": 200,
      "PUT /bot/preferences": 200,
      "POST /bot/deploy": 200,
      "GET /bot/sessions/{session_id}": 200,
      "PUT /notifications/{id}/read": 200,
      "GET /subscription/plans": 200,
      "POST /subscription/checkout": 200,
      "GET /admin/users": 403,
      "GET /avatar/eligibility": 200,
      "GET /avatar": 403,
      "PUT /meetings/{id}/avatar": 403,
      "GET /meetings/{id}/live": 200,
      "GET /meetings/{id}/live/snapshot": 200,
      "POST /meetings/{id}/live/chat": 409,
      "PUT /meetings/{id}/live/avatar": 200,
      "POST /meetings/{id}/live/drafts/{draftId}/approve": 404,
      "POST /meetings/{id}/live/drafts/{draftId}/reject": 404,
      "GET /notifications/push": 200,
      "POST /notifications/push/subscriptions": 200,
      "POST /notifications/push/unsubscribe": 200,
      "DELETE /account": 200,
      "POST /auth/logout": 401,
    });
  });
});
