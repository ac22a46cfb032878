import { z } from "zod";
import { AdminListUsersInput, AdminStatsResponse, AdminUserList } from "@understudy/services/admin/schemas";
import { AnalyticsOverviewResponse, AnalyticsWeeklyResponse } from "@understudy/services/analytics/schemas";
import { SESSION_COOKIE_NAMES } from "@understudy/services/auth/resolve-actor";
import { MessageResponse, UserResponse } from "@understudy/services/auth/schemas";
import { CreateMeetingInput, ListMeetingsInput, MeetingResponse, UpdateMeetingFields } from "@understudy/services/meetings/schemas";
import { NotificationResponse, NotificationsResponse } from "@understudy/services/notifications/schemas";
import { CalendarEventsResponse, SyncResponse } from "@understudy/services/calendar/schemas";
import { AddDetectedMeetingFields, GmailMeetingsResponse } from "@understudy/services/gmail/schemas";
import { AuthUrlResponse, DisconnectResponse, GoogleStatusResponse } from "@understudy/services/google/schemas";
import { PaymentHistoryResponse, PlansResponse, SubscriptionStatusResponse } from "@understudy/services/subscription/schemas";
import { CheckoutInput, CheckoutResponse, PortalResponse } from "@understudy/services/billing/schemas";
import { BotSessionDetailsResponse, BotSessionsResponse, DeployBotInput, DeployBotResponse, TerminateBotResponse } from "@understudy/services/bots/schemas";
import { SupportRequestInput, SupportRequestResponse } from "@understudy/services/support/schemas";
import { BotPreferencesResponse, MeetingBotCoverageResponse, MeetingBotCoverFields, UpdateBotPreferencesInput } from "@understudy/services/bots/coverage-schemas";
import { AskInput, AskResponse } from "@understudy/services/ask/schemas";
import { SearchInput, SearchResponse } from "@understudy/services/search/schemas";
import { ExportMeetingInput } from "@understudy/services/export/schemas";
import { FORMATS } from "@understudy/services/export/formats";
import { route, type RestRoute } from "./define";

/** The export's options, from the query string; the meeting comes from the path. */
const ExportQuery = ExportMeetingInput.omit({ id: true });

// One Set-Cookie header per cookie: browsers never split a folded Set-Cookie on commas.
const clearSessionCookies = (): [string, string][] =>
  SESSION_COOKIE_NAMES.map((name) => ["Set-Cookie", `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${name.startsWith("__Secure-") ? "; Secure" : ""}`]);

/**
 * SPEC §7, row by row. Each row only adapts HTTP to a procedure (typed against its input); who may call it
 * and what the input must be are the procedure's to check, the logic lives behind it.
 */
export const restRoutes: RestRoute[] = [
  route("GET", "/auth/me", {
    tag: "auth",
    auth: "user",
    summary: "The signed-in user",
    response: UserResponse,
    procedure: (c) => c.auth.me,
  }),
  route("POST", "/auth/logout", {
    tag: "auth",
    auth: "user",
    summary: "End the current session",
    response: MessageResponse,
    procedure: (c) => c.auth.logout,
    headers: clearSessionCookies,
  }),
  route("GET", "/meetings", {
    tag: "meetings",
    auth: "user",
    summary: "The user's meetings, newest first",
    query: ListMeetingsInput,
    response: z.array(MeetingResponse),
    procedure: (c) => c.meetings.list,
    input: ({ query }) => query,
  }),
  route("POST", "/meetings", {
    tag: "meetings",
    auth: "user",
    summary: "Create a meeting",
    body: CreateMeetingInput,
    response: MeetingResponse,
    status: 201,
    procedure: (c) => c.meetings.create,
    input: ({ body }) => body,
  }),
  route("GET", "/meetings/{id}", {
    tag: "meetings",
    auth: "user",
    summary: "One meeting",
    response: MeetingResponse,
    procedure: (c) => c.meetings.byId,
    input: ({ params }) => params,
  }),
  route("PUT", "/meetings/{id}", {
    tag: "meetings",
    auth: "user",
    summary: "Update a meeting's fields or status",
    body: UpdateMeetingFields,
    bodyPath: "patch",
    response: MeetingResponse,
    procedure: (c) => c.meetings.update,
    input: ({ params, body }) => ({ id: params.id, patch: body }),
  }),
  route("DELETE", "/meetings/{id}", {
    tag: "meetings",
    auth: "user",
    summary: "Delete a meeting",
    response: MessageResponse,
    procedure: (c) => c.meetings.delete,
    input: ({ params }) => params,
  }),
  route("GET", "/meetings/{id}/export", {
    tag: "meetings",
    auth: "user",
    summary: "Download a meeting as Markdown, PDF, DOCX, SRT or WebVTT (the transcript) or JSON; Pro plan only (403 otherwise); tz: the IANA zone for dates, UTC by default",
    query: ExportQuery,
    response: z.string().meta({ format: "binary" }),
    procedure: (c) => c.export.meeting,
    input: ({ params, query }) => ({ ...query, id: params.id }),
    file: {
      contentTypes: Object.values(FORMATS).map((f) => f.contentType),
      render: (file) => ({ filename: file.filename, contentType: file.content_type, body: new Uint8Array(Buffer.from(file.content_base64, "base64")) }),
    },
  }),
  route("GET", "/analytics/overview", {
    tag: "analytics",
    auth: "user",
    summary: "Attendance, coverage and platform counts",
    response: AnalyticsOverviewResponse,
    procedure: (c) => c.analytics.overview,
  }),
  route("GET", "/analytics/weekly", {
    tag: "analytics",
    auth: "user",
    summary: "Meetings and completed meetings per ISO week, last 8 weeks (advanced analytics: Pro only, others 403)",
    response: AnalyticsWeeklyResponse,
    procedure: (c) => c.analytics.weekly,
  }),
  route("GET", "/admin/users", {
    tag: "admin",
    auth: "admin",
    summary: "All users (admins only)",
    query: AdminListUsersInput,
    response: AdminUserList,
    procedure: (c) => c.admin.users,
    input: ({ query }) => query,
  }),
  route("GET", "/admin/stats", {
    tag: "admin",
    auth: "admin",
    summary: "User and subscription counts (admins only)",
    response: AdminStatsResponse,
    procedure: (c) => c.admin.stats,
  }),
  route("GET", "/notifications", {
    tag: "notifications",
    auth: "user",
    summary: "The user's notifications, newest first",
    response: NotificationsResponse,
    procedure: (c) => c.notifications.list,
  }),
  route("PUT", "/notifications/{id}/read", {
    tag: "notifications",
    auth: "user",
    summary: "Mark a notification read",
    response: NotificationResponse,
    procedure: (c) => c.notifications.markRead,
    input: ({ params }) => params,
  }),
  route("GET", "/calendar/events", {
    tag: "calendar",
    auth: "user",
    summary: "Upcoming Google Calendar events (next 28 days) with attendees and the join link",
    response: CalendarEventsResponse,
    procedure: (c) => c.calendar.events,
  }),
  route("POST", "/calendar/sync", {
    tag: "calendar",
    auth: "user",
    summary: "Sync Google Calendar into meetings; counts what was created and updated",
    response: SyncResponse,
    procedure: (c) => c.calendar.sync,
  }),
  route("GET", "/gmail/meetings", {
    tag: "gmail",
    auth: "user",
    summary: "Meeting invites detected in recent Gmail (Zoom, Google Meet, Teams links and calendar invitations)",
    response: GmailMeetingsResponse,
    procedure: (c) => c.gmail.meetings,
  }),
  route("POST", "/gmail/meetings/{email_id}/add", {
    tag: "gmail",
    auth: "user",
    summary: "Add a detected invite as a meeting",
    body: AddDetectedMeetingFields,
    response: MeetingResponse,
    status: 201,
    procedure: (c) => c.gmail.addMeeting,
    input: ({ params, body }) => ({ ...body, email_id: params.email_id }),
  }),
  route("GET", "/google/auth-url", {
    tag: "google",
    auth: "user",
    summary: "The Google consent URL for Calendar and Gmail access; open it in a 500×600 popup",
    response: AuthUrlResponse,
    procedure: (c) => c.google.authUrl,
  }),
  route("GET", "/google/status", {
    tag: "google",
    auth: "user",
    summary: "Whether Google is connected, for which account, and how the last sync went",
    response: GoogleStatusResponse,
    procedure: (c) => c.google.status,
  }),
  route("DELETE", "/google/connection", {
    tag: "google",
    auth: "user",
    summary: "Disconnect Google: revoke the grant and delete its tokens (meetings stay)",
    response: DisconnectResponse,
    procedure: (c) => c.google.disconnect,
  }),
  route("GET", "/search", {
    tag: "search",
    auth: "user",
    summary: "Search your meetings' titles, descriptions, transcripts and summaries; matches link to the transcript second (mode: hybrid when semantic search runs too)",
    query: SearchInput,
    response: SearchResponse,
    procedure: (c) => c.search.query,
    input: ({ query }) => query,
  }),
  route("POST", "/search/ask", {
    tag: "search",
    auth: "user",
    summary: "Ask a question across your meetings; the answer cites transcript moments (answered: false when the meetings do not contain it). Trial and Pro; 20 questions a minute",
    body: AskInput,
    response: AskResponse,
    procedure: (c) => c.search.ask,
    input: ({ body }) => body,
  }),
  route("POST", "/bot/deploy", {
    tag: "bots",
    auth: "user",
    summary: "Send a meeting bot to a Zoom, Google Meet or Microsoft Teams link; response session_id",
    body: DeployBotInput,
    response: DeployBotResponse,
    procedure: (c) => c.bots.deploy,
    input: ({ body }) => body,
  }),
  route("GET", "/bot/sessions", {
    tag: "bots",
    auth: "user",
    summary: "The user's bot sessions, newest first",
    response: BotSessionsResponse,
    procedure: (c) => c.bots.sessions,
  }),
  route("GET", "/bot/sessions/{session_id}", {
    tag: "bots",
    auth: "user",
    summary: "One session with the stand-in's milestones, the owner's arrival (on time, late by N minutes, absent), attendance and the transcript so far",
    response: BotSessionDetailsResponse,
    procedure: (c) => c.bots.details,
    input: ({ params }) => params,
  }),
  route("DELETE", "/bot/sessions/{session_id}", {
    tag: "bots",
    auth: "user",
    summary: "Terminate a live bot (it leaves the call) or remove a finished session",
    response: TerminateBotResponse,
    procedure: (c) => c.bots.terminate,
    input: ({ params }) => params,
  }),
  route("GET", "/bot/preferences", {
    tag: "bots",
    auth: "user",
    summary: "Which meetings get a stand-in bot (cover_rule) and what it does when you join (on_owner_join)",
    response: BotPreferencesResponse,
    procedure: (c) => c.bots.preferences.get,
  }),
  route("PUT", "/bot/preferences", {
    tag: "bots",
    auth: "user",
    summary: "Change cover_rule (all_with_link, organised_by_me, external_only, none) and/or on_owner_join (leave, stay_silent)",
    body: UpdateBotPreferencesInput,
    response: BotPreferencesResponse,
    procedure: (c) => c.bots.preferences.update,
    input: ({ body }) => body,
  }),
  route("GET", "/meetings/{id}/bot", {
    tag: "bots",
    auth: "user",
    summary: "Whether a stand-in bot will cover this meeting, and why",
    response: MeetingBotCoverageResponse,
    procedure: (c) => c.bots.meetingCoverage,
    input: ({ params }) => params,
  }),
  route("PUT", "/meetings/{id}/bot", {
    tag: "bots",
    auth: "user",
    summary: "The per-meeting bot toggle: bot_cover true (always), false (never) or null (follow the cover rule)",
    body: MeetingBotCoverFields,
    bodyPath: "cover",
    response: MeetingBotCoverageResponse,
    procedure: (c) => c.bots.setMeetingCover,
    input: ({ params, body }) => ({ id: params.id, cover: body }),
  }),
  route("GET", "/subscription/status", {
    tag: "subscription",
    auth: "user",
    summary: "Current plan, trial and upgrade options",
    response: SubscriptionStatusResponse,
    procedure: (c) => c.subscription.status,
  }),
  route("GET", "/subscription/plans", {
    tag: "subscription",
    auth: "user",
    summary: "Plans keyed by id",
    response: PlansResponse,
    procedure: (c) => c.subscription.plans,
  }),
  route("GET", "/subscription/payment-history", {
    tag: "subscription",
    auth: "user",
    summary: "Payments, newest first",
    response: PaymentHistoryResponse,
    procedure: (c) => c.subscription.paymentHistory,
  }),
  route("POST", "/subscription/checkout", {
    tag: "subscription",
    auth: "user",
    summary: "Start a Stripe Checkout for a paid plan; open checkout_url in the browser",
    body: CheckoutInput,
    response: CheckoutResponse,
    procedure: (c) => c.subscription.checkout,
    // JSON `null` and no body at all are both "no plan chosen" (the body's type cannot say so, hence the
    // lint exception): the service answers 400 "Invalid plan selection", as SPEC §5 has it.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
    input: ({ body }) => body ?? {},
  }),
  route("POST", "/subscription/portal", {
    tag: "subscription",
    auth: "user",
    summary: "Open the Stripe customer portal (change card, cancel); open portal_url in the browser",
    response: PortalResponse,
    procedure: (c) => c.subscription.portal,
  }),
  route("POST", "/support", {
    tag: "support",
    auth: "user",
    summary: "Email support (Pro plan; 403 otherwise): stored, then sent to the support address; 5 an hour",
    body: SupportRequestInput,
    response: SupportRequestResponse,
    status: 201,
    procedure: (c) => c.support.send,
    input: ({ body }) => body,
  }),
];
