import { z } from "zod";
import { AdminStatsResponse, AdminUserList } from "../services/admin/schemas";
import { AnalyticsOverviewResponse } from "../services/analytics/schemas";
import { SESSION_COOKIE_NAMES } from "../services/auth/resolve-actor";
import { MessageResponse, UserResponse } from "../services/auth/schemas";
import { CreateMeetingInput, MeetingResponse, MeetingStatus, UpdateMeetingFields } from "../services/meetings/schemas";
import { NotificationResponse, NotificationsResponse } from "../services/notifications/schemas";
import { PaymentHistoryResponse, PlansResponse, SubscriptionStatusResponse } from "../services/subscription/schemas";
import { route, type RestRoute } from "./define";

const ListMeetingsQuery = z.strictObject({
  q: z.string().optional(),
  status: MeetingStatus.optional(),
  upcoming: z.enum(["true", "false"]).transform((v) => v === "true").optional(),
  order: z.enum(["asc", "desc"]).optional(),
  limit: z.coerce.number().int().optional(),
  offset: z.coerce.number().int().optional(),
});

const AdminUsersQuery = z.strictObject({ q: z.string().optional() });

// One Set-Cookie header per cookie: browsers never split a folded Set-Cookie on commas.
const clearSessionCookies = (): [string, string][] =>
  SESSION_COOKIE_NAMES.map((name) => ["Set-Cookie", `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${name.startsWith("__Secure-") ? "; Secure" : ""}`]);

/** SPEC §7, row by row. Each row only adapts HTTP to a procedure; the logic lives behind the procedure. */
export const restRoutes: RestRoute[] = [
  route("GET", "/auth/me", {
    tag: "auth",
    auth: "user",
    summary: "The signed-in user",
    response: UserResponse,
    call: (c) => c.auth.me(),
  }),
  route("POST", "/auth/logout", {
    tag: "auth",
    auth: "user",
    summary: "End the current session",
    response: MessageResponse,
    call: (c) => c.auth.logout(),
    headers: clearSessionCookies,
  }),
  route("GET", "/meetings", {
    tag: "meetings",
    auth: "user",
    summary: "The user's meetings, newest first",
    query: ListMeetingsQuery,
    response: z.array(MeetingResponse),
    call: (c, { query }) => c.meetings.list(ListMeetingsQuery.parse(query)),
  }),
  route("POST", "/meetings", {
    tag: "meetings",
    auth: "user",
    summary: "Create a meeting",
    body: CreateMeetingInput,
    response: MeetingResponse,
    status: 201,
    call: (c, { body }) => c.meetings.create(body as never),
  }),
  route("GET", "/meetings/{id}", {
    tag: "meetings",
    auth: "user",
    summary: "One meeting",
    response: MeetingResponse,
    call: (c, { params }) => c.meetings.byId({ id: params.id ?? "" }),
  }),
  route("PUT", "/meetings/{id}", {
    tag: "meetings",
    auth: "user",
    summary: "Update a meeting's fields or status",
    body: UpdateMeetingFields,
    bodyPath: "patch",
    response: MeetingResponse,
    call: (c, { params, body }) => c.meetings.update({ id: params.id ?? "", patch: body as never }),
  }),
  route("DELETE", "/meetings/{id}", {
    tag: "meetings",
    auth: "user",
    summary: "Delete a meeting",
    response: MessageResponse,
    call: (c, { params }) => c.meetings.delete({ id: params.id ?? "" }),
  }),
  route("GET", "/analytics/overview", {
    tag: "analytics",
    auth: "user",
    summary: "Attendance, coverage and platform counts",
    response: AnalyticsOverviewResponse,
    call: (c) => c.analytics.overview(),
  }),
  route("GET", "/admin/users", {
    tag: "admin",
    auth: "admin",
    summary: "All users (admins only)",
    query: AdminUsersQuery,
    response: AdminUserList,
    call: (c, { query }) => c.admin.users(AdminUsersQuery.parse(query)),
  }),
  route("GET", "/admin/stats", {
    tag: "admin",
    auth: "admin",
    summary: "User and subscription counts (admins only)",
    response: AdminStatsResponse,
    call: (c) => c.admin.stats(),
  }),
  route("GET", "/notifications", {
    tag: "notifications",
    auth: "user",
    summary: "The user's notifications, newest first",
    response: NotificationsResponse,
    call: (c) => c.notifications.list(),
  }),
  route("PUT", "/notifications/{id}/read", {
    tag: "notifications",
    auth: "user",
    summary: "Mark a notification read",
    response: NotificationResponse,
    call: (c, { params }) => c.notifications.markRead({ id: params.id ?? "" }),
  }),
  route("GET", "/subscription/status", {
    tag: "subscription",
    auth: "user",
    summary: "Current plan, trial and upgrade options",
    response: SubscriptionStatusResponse,
    call: (c) => c.subscription.status(),
  }),
  route("GET", "/subscription/plans", {
    tag: "subscription",
    auth: "user",
    summary: "Plans keyed by id",
    response: PlansResponse,
    call: (c) => c.subscription.plans(),
  }),
  route("GET", "/subscription/payment-history", {
    tag: "subscription",
    auth: "user",
    summary: "Payments, newest first",
    response: PaymentHistoryResponse,
    call: (c) => c.subscription.paymentHistory(),
  }),
];
