import { NotificationResponse, NotificationsResponse } from "@understudy/services/notifications";
import { route, type RestRoute } from "../define";

/** The user's notifications. */
export const notificationsRoutes: RestRoute[] = [
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
