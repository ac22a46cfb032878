import { z } from "zod";
import type { Notification } from "@understudy/db/schema";

export const NotificationResponse = z
  .object({ id: z.string(), kind: z.string(), title: z.string(), message: z.string(), href: z.string().nullable(), created_at: z.string(), read: z.boolean() })
  .meta({ id: "Notification" });
export type NotificationResponse = z.infer<typeof NotificationResponse>;

export const NotificationsResponse = z.object({ notifications: z.array(NotificationResponse) }).meta({ id: "Notifications" });
export const NotificationIdInput = z.object({ id: z.string().max(100) });
export type NotificationIdInput = z.infer<typeof NotificationIdInput>;

export function toNotificationResponse(n: Notification): NotificationResponse {
  return { id: n.id, kind: n.kind, title: n.title, message: n.message, href: n.href, created_at: n.createdAt.toISOString(), read: n.read };
}
