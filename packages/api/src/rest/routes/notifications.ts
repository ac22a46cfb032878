import { z } from "zod";
import { NotificationResponse, NotificationsResponse } from "@understudy/services/notifications";
import { PushConfigResponse, PushSubscribeInput, PushSubscriptionResponse, PushUnsubscribeInput } from "@understudy/services/push";
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
  route("GET", "/notifications/push", {
    tag: "notifications",
    auth: "user",
    summary: "Web Push on this server: whether it is available, the VAPID `applicationServerKey` to subscribe with, and how many of your browsers receive it",
    response: PushConfigResponse,
    procedure: (c) => c.push.config,
  }),
  route("POST", "/notifications/push/subscriptions", {
    tag: "notifications",
    auth: "user",
    summary:
      "Push notifications on this device: the browser's `PushSubscription.toJSON()` (endpoint and keys). An avatar draft waiting for you and the stand-in starting to cover are pushed to it; a subscription the push service no longer knows is removed",
    body: PushSubscribeInput,
    response: PushSubscriptionResponse,
    errors: { 503: "Push notifications are not set up on this server" },
    procedure: (c) => c.push.subscribe,
    input: ({ body }) => body,
  }),
  route("POST", "/notifications/push/unsubscribe", {
    tag: "notifications",
    auth: "user",
    summary: "Push notifications off on this device: forget its endpoint",
    body: PushUnsubscribeInput,
    response: z.object({ message: z.string() }),
    procedure: (c) => c.push.unsubscribe,
    input: ({ body }) => body,
  }),
];
