import { z } from "zod";
import { AdminListUsersInput, AdminStatsResponse, AdminUserList } from "@understudy/services/admin/schemas";
import { AnalyticsOverviewResponse, AnalyticsWeeklyResponse } from "@understudy/services/analytics/schemas";
import { SESSION_COOKIE_NAMES } from "@understudy/services/auth/resolve-actor";
import { MessageResponse, UserResponse } from "@understudy/services/auth/schemas";
import { ExportMeetingInput } from "@understudy/services/export/schemas";
import { FORMATS } from "@understudy/services/export/formats";
import { CreateMeetingInput, ListMeetingsInput, MeetingResponse, UpdateMeetingFields } from "@understudy/services/meetings/schemas";
import { NotificationResponse, NotificationsResponse } from "@understudy/services/notifications/schemas";
import { DeleteAccountInput, DeleteAccountResponse } from "@understudy/services/account";
import { ActionItem, ActionItemsResponse, ListActionItemsInput, UpdateActionItemBody } from "@understudy/services/action-items/schemas";
import { AccountExportResponse } from "@understudy/services/account/export";
import { PrivacySettingsResponse, UpdatePrivacySettingsInput } from "@understudy/services/privacy";
import { route, type RestRoute } from "../define";

/** The export's options, from the query string; the meeting comes from the path. */
const ExportQuery = ExportMeetingInput.omit({ id: true });

// One Set-Cookie header per cookie: browsers never split a folded Set-Cookie on commas.
const clearSessionCookies = (): [string, string][] =>
  SESSION_COOKIE_NAMES.map((name) => ["Set-Cookie", `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${name.startsWith("__Secure-") ? "; Secure" : ""}`]);

/** The session, meetings and their exports, analytics, admin, notifications. */
export const meetingRoutes: RestRoute[] = [
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
  route("DELETE", "/account", {
    tag: "auth",
    auth: "user",
    summary: "Delete the account and everything in it (confirm=delete my account): the subscription stops renewing, bot recordings are deleted at the provider, Google access is revoked, every session and token ends",
    query: DeleteAccountInput,
    response: DeleteAccountResponse,
    procedure: (c) => c.account.delete,
    input: ({ query }) => query,
    headers: clearSessionCookies,
  }),
  route("GET", "/account/privacy", {
    tag: "auth",
    auth: "user",
    summary: "How long captured content (transcripts, attendance, summaries) is kept: 30, 90 or 365 days, or null for forever",
    response: PrivacySettingsResponse,
    procedure: (c) => c.account.privacy.get,
  }),
  route("PUT", "/account/privacy", {
    tag: "auth",
    auth: "user",
    summary: "Change the retention of captured content; what is older stops showing at once and is deleted by the daily job",
    body: UpdatePrivacySettingsInput,
    response: PrivacySettingsResponse,
    procedure: (c) => c.account.privacy.update,
    input: ({ body }) => body,
  }),
  route("POST", "/account/export", {
    tag: "auth",
    auth: "user",
    summary:
      "Start a full export of your data (every plan): 202 with the export's id and status. One runs at a time (asking again returns it), at most 5 a day (429). Poll GET /account/export/{id}; a notification says when it is ready",
    response: AccountExportResponse,
    status: 202,
    procedure: (c) => c.account.export.create,
  }),
  route("GET", "/account/export/{id}", {
    tag: "auth",
    auth: "user",
    summary:
      "An export's status (queued, building, ready, failed, expired); while ready, download_url is the archive's link for 24 hours. Another user's id is 404",
    response: AccountExportResponse,
    procedure: (c) => c.account.export.get,
    input: ({ params }) => params,
  }),
  route("GET", "/account/export/{id}/download", {
    tag: "auth",
    auth: "user",
    summary:
      "The archive (application/zip: data.json, its JSON Schema schema.json, Markdown transcripts), owner only: 409 while it is being built, 410 once its 24 hours are over or it failed",
    response: z.string().meta({ format: "binary" }),
    errors: { 409: "Still being built", 410: "Expired (24 hours after it was ready) or failed: start a new export" },
    procedure: (c) => c.account.export.download,
    input: ({ params }) => params,
    file: {
      contentTypes: ["application/zip"],
      render: (file) => ({ filename: file.filename, contentType: file.content_type, body: new Uint8Array(Buffer.from(file.content_base64, "base64")) }),
    },
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
  route("GET", "/action-items", {
    tag: "meetings",
    auth: "user",
    summary:
      'Your action items across meetings (from each summary, and the questions your AI Avatar deferred), open first, then by due date; owner=me for your own, status=open|done; filter by owner name, deadline (as said) and meeting day; paged by limit and offset',
    query: ListActionItemsInput,
    response: ActionItemsResponse,
    procedure: (c) => c.actionItems.list,
    input: ({ query }) => query,
  }),
  route("PATCH", "/action-items/{id}", {
    tag: "meetings",
    auth: "user",
    summary: 'Tick an action item done or reopen it (status), reword it (text), reassign it (owner: "me", a name, or null) or set its day (due_date, YYYY-MM-DD or null); another user\'s item is 404',
    body: UpdateActionItemBody,
    response: ActionItem,
    procedure: (c) => c.actionItems.update,
    input: ({ params, body }) => ({ id: params.id, patch: body }),
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
];
