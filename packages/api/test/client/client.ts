/**
 * A REST user's client, written the way the README shows the calls: types generated from /api/openapi.json
 * with openapi-typescript, requests made with openapi-fetch. It is part of the package's strict typecheck
 * and lint, so a document that makes a typed client refuse the README's own example (a defaulted field
 * required, a wrong parameter type) fails CI; the integration test then runs it against the server.
 */
import createClient from "openapi-fetch";
import type { paths } from "./openapi";

export type ApiClient = ReturnType<typeof createClient<paths>>;

export function apiClient(baseUrl: string, token: string): ApiClient {
  return createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${token}` } });
}

/** Ids the calls refer to: a meeting and a bot session of the token's user. */
export interface Fixture {
  meetingId: string;
  sessionId: string;
  notificationId: string;
}

/** The status each operation answered, keyed `METHOD /path` as in the document. */
export type Statuses = Record<string, number>;

/** Calls every operation of the contract once, with the inputs docs/api.md and docs/product.md#the-rest-calls describe. */
export async function callEveryOperation(api: ApiClient, fixture: Fixture): Promise<Statuses> {
  const statuses: Statuses = {};
  const note = (operation: string, response: Response) => {
    statuses[operation] = response.status;
  };
  const meeting = { params: { path: { id: fixture.meetingId } } };

  note("GET /auth/me", (await api.GET("/auth/me")).response);
  note("GET /account/privacy", (await api.GET("/account/privacy")).response);
  note("PUT /account/privacy", (await api.PUT("/account/privacy", { body: { retention_days: 365 } })).response);
  const exported = await api.POST("/account/export");
  note("POST /account/export", exported.response);
  const exportPath = { params: { path: { id: exported.data?.id ?? "no-export" } } };
  note("GET /account/export/{id}", (await api.GET("/account/export/{id}", exportPath)).response);
  // Still queued (no worker here): the download answers 409 {detail}, typed as an error.
  note("GET /account/export/{id}/download", (await api.GET("/account/export/{id}/download", { ...exportPath, parseAs: "blob" })).response);

  // The README's example: title and start only; duration (60) and platform (zoom) are the server's defaults.
  const created = await api.POST("/meetings", { body: { title: "Design review", scheduled_at: "2026-12-01T10:00:00Z" } });
  note("POST /meetings", created.response);
  note("GET /meetings", (await api.GET("/meetings", { params: { query: { limit: 20, upcoming: true } } })).response);
  note("GET /meetings/{id}", (await api.GET("/meetings/{id}", meeting)).response);
  note("PUT /meetings/{id}", (await api.PUT("/meetings/{id}", { ...meeting, body: { title: "Weekly sync (moved)", duration_minutes: 45 } })).response);
  note("GET /meetings/{id}/export", (await api.GET("/meetings/{id}/export", { params: { path: { id: fixture.meetingId }, query: { format: "md" } }, parseAs: "text" })).response);
  note("GET /meetings/{id}/preflight", (await api.GET("/meetings/{id}/preflight", meeting)).response);
  note("GET /meetings/{id}/catch-up", (await api.GET("/meetings/{id}/catch-up", meeting)).response);
  note("GET /meetings/{id}/bot", (await api.GET("/meetings/{id}/bot", meeting)).response);
  note("PUT /meetings/{id}/bot", (await api.PUT("/meetings/{id}/bot", { ...meeting, body: { bot_cover: false } })).response);
  // The live room: the stream never ends by itself, so it is read as a stream and hung up on at once.
  const live = await api.GET("/meetings/{id}/live", { ...meeting, parseAs: "stream" });
  await live.response.body?.cancel();
  note("GET /meetings/{id}/live", live.response);
  note("GET /meetings/{id}/live/snapshot", (await api.GET("/meetings/{id}/live/snapshot", meeting)).response);
  note("POST /meetings/{id}/live/chat", (await api.POST("/meetings/{id}/live/chat", { ...meeting, body: { text: "Running 5 minutes late — please start" } })).response);
  note("PUT /meetings/{id}/live/avatar", (await api.PUT("/meetings/{id}/live/avatar", { ...meeting, body: { paused: true } })).response);
  // Ask-me-first: no draft waits in this meeting, so deciding one is a 404.
  const draft = { params: { path: { id: fixture.meetingId, draftId: fixture.meetingId } } };
  note("POST /meetings/{id}/live/drafts/{draftId}/approve", (await api.POST("/meetings/{id}/live/drafts/{draftId}/approve", { ...draft, body: { text: "Migration done except billing." } })).response);
  note("POST /meetings/{id}/live/drafts/{draftId}/reject", (await api.POST("/meetings/{id}/live/drafts/{draftId}/reject", draft)).response);
  note("POST /meetings/{id}/live/join", (await api.POST("/meetings/{id}/live/join", meeting)).response);
  note("POST /meetings/{id}/live/stop", (await api.POST("/meetings/{id}/live/stop", meeting)).response);

  note("GET /analytics/overview", (await api.GET("/analytics/overview")).response);
  note("GET /analytics/weekly", (await api.GET("/analytics/weekly")).response);
  note("GET /admin/users", (await api.GET("/admin/users")).response);
  note("GET /admin/stats", (await api.GET("/admin/stats")).response);
  note("GET /notifications", (await api.GET("/notifications")).response);
  note("PUT /notifications/{id}/read", (await api.PUT("/notifications/{id}/read", { params: { path: { id: fixture.notificationId } } })).response);
  // Push notifications on this device: what PushSubscription.toJSON() gives the page, for a browser's push service.
  note("GET /notifications/push", (await api.GET("/notifications/push")).response);
  const browser = { endpoint: "https://fcm.googleapis.com/fcm/send/understudy-example", keys: { p256dh: `B${"A".repeat(86)}`, auth: "AAAAAAAAAAAAAAAAAAAAAA" } };
  note("POST /notifications/push/subscriptions", (await api.POST("/notifications/push/subscriptions", { body: browser })).response);
  note("POST /notifications/push/unsubscribe", (await api.POST("/notifications/push/unsubscribe", { body: { endpoint: browser.endpoint } })).response);

  note("GET /google/status", (await api.GET("/google/status")).response);
  note("GET /google/auth-url", (await api.GET("/google/auth-url")).response);
  note("GET /calendar/events", (await api.GET("/calendar/events")).response);
  note("POST /calendar/sync", (await api.POST("/calendar/sync")).response);
  note("GET /gmail/meetings", (await api.GET("/gmail/meetings")).response);
  note("GET /slack/status", (await api.GET("/slack/status")).response);
  note("GET /slack/auth-url", (await api.GET("/slack/auth-url")).response);
  note("GET /slack/channels", (await api.GET("/slack/channels")).response);
  note("PUT /slack/channel", (await api.PUT("/slack/channel", { body: { channel_id: "C0RECAPS001" } })).response);
  note("POST /gmail/meetings/{email_id}/add", (await api.POST("/gmail/meetings/{email_id}/add", { params: { path: { email_id: "no-such-message" } }, body: {} })).response);

  note("GET /action-items", (await api.GET("/action-items", { params: { query: { owner: "me", status: "open", limit: 10 } } })).response);
  note("PATCH /action-items/{id}", (await api.PATCH("/action-items/{id}", { params: { path: { id: fixture.meetingId } }, body: { status: "done" } })).response);
  // No summary yet: the recap rows answer 409 {detail}; where it went is an empty list.
  note("GET /meetings/{id}/recap", (await api.GET("/meetings/{id}/recap", meeting)).response);
  note("POST /meetings/{id}/recap/share", (await api.POST("/meetings/{id}/recap/share", { ...meeting, body: { recipients: ["grace@example.com"] } })).response);
  note("GET /meetings/{id}/recap/shares", (await api.GET("/meetings/{id}/recap/shares", meeting)).response);
  const item = { params: { path: { id: fixture.meetingId } } };
  note("POST /action-items/{id}/follow-up-draft", (await api.POST("/action-items/{id}/follow-up-draft", { ...item, body: {} })).response);
  note("POST /action-items/{id}/hold", (await api.POST("/action-items/{id}/hold", { ...item, body: { time_zone: "Europe/Berlin" } })).response);
  note("GET /search", (await api.GET("/search", { params: { query: { q: "budget decision", from: "2026-01-01" } } })).response);
  note("POST /search/ask", (await api.POST("/search/ask", { body: { question: "What did we decide about the budget?" } })).response);

  // The AI Avatar: the eligibility says what is missing; every other path is 403 until it is met.
  note("GET /avatar/eligibility", (await api.GET("/avatar/eligibility")).response);
  note("GET /avatar", (await api.GET("/avatar")).response);
  note("PUT /avatar", (await api.PUT("/avatar", { body: { sign_off: "Thanks!" } })).response);
  note("POST /avatar/consent", (await api.POST("/avatar/consent", { body: { consent_version: "avatar-consent-v2", agreement: "I agree" } })).response);
  note("DELETE /avatar/consent", (await api.DELETE("/avatar/consent")).response);
  note("POST /avatar/persona/rebuild", (await api.POST("/avatar/persona/rebuild")).response);
  note("GET /avatar/action-items", (await api.GET("/avatar/action-items")).response);
  note("POST /avatar/action-items/{id}/resolve", (await api.POST("/avatar/action-items/{id}/resolve", { params: { path: { id: fixture.meetingId } } })).response);
  note("GET /avatar/voice", (await api.GET("/avatar/voice")).response);
  note("POST /avatar/voice/samples", (await api.POST("/avatar/voice/samples", { body: { label: "My intro", content_type: "audio/ogg", audio_base64: Buffer.concat([Buffer.from("OggS"), Buffer.alloc(5000)]).toString("base64") } })).response);
  const sample = { params: { path: { id: fixture.meetingId } } };
  note("GET /avatar/voice/samples/{id}/audio", (await api.GET("/avatar/voice/samples/{id}/audio", { ...sample, parseAs: "arrayBuffer" })).response);
  note("DELETE /avatar/voice/samples/{id}", (await api.DELETE("/avatar/voice/samples/{id}", sample)).response);
  note("POST /avatar/voice/clone", (await api.POST("/avatar/voice/clone")).response);
  note("DELETE /avatar/voice/clone", (await api.DELETE("/avatar/voice/clone")).response);
  note("GET /meetings/{id}/avatar", (await api.GET("/meetings/{id}/avatar", meeting)).response);
  note("PUT /meetings/{id}/avatar", (await api.PUT("/meetings/{id}/avatar", { ...meeting, body: { enabled: true, talking_points: "No dates." } })).response);
  note("GET /meetings/{id}/avatar/log", (await api.GET("/meetings/{id}/avatar/log", meeting)).response);

  note("GET /bot/preferences", (await api.GET("/bot/preferences")).response);
  note("PUT /bot/preferences", (await api.PUT("/bot/preferences", { body: { cover_rule: "organised_by_me" } })).response);
  note("POST /bot/deploy", (await api.POST("/bot/deploy", { body: { meeting_url: "https://zoom.us/j/1234567890" } })).response);
  note("GET /bot/sessions", (await api.GET("/bot/sessions", { params: { query: { limit: 20, offset: 0 } } })).response);
  note("GET /bot/sessions/{session_id}", (await api.GET("/bot/sessions/{session_id}", { params: { path: { session_id: fixture.sessionId } } })).response);
  note("DELETE /bot/sessions/{session_id}", (await api.DELETE("/bot/sessions/{session_id}", { params: { path: { session_id: fixture.sessionId } } })).response);

  note("GET /subscription/plans", (await api.GET("/subscription/plans")).response);
  note("GET /subscription/status", (await api.GET("/subscription/status")).response);
  note("GET /subscription/payment-history", (await api.GET("/subscription/payment-history")).response);
  note("POST /subscription/checkout", (await api.POST("/subscription/checkout", { body: { plan_id: "pro" } })).response);
  note("POST /subscription/portal", (await api.POST("/subscription/portal")).response);
  note("POST /support", (await api.POST("/support", { body: { subject: "Export question", message: "How do I export a transcript as PDF?" } })).response);

  if (created.data) note("DELETE /meetings/{id}", (await api.DELETE("/meetings/{id}", { params: { path: { id: created.data.id } } })).response);
  note("DELETE /google/connection", (await api.DELETE("/google/connection")).response);
  note("DELETE /slack/connection", (await api.DELETE("/slack/connection")).response);
  note("DELETE /account", (await api.DELETE("/account", { params: { query: { confirm: "delete my account" } } })).response);
  note("POST /auth/logout", (await api.POST("/auth/logout")).response);
  return statuses;
}
