import { and, desc, eq } from "drizzle-orm";
import { notifications } from "@understudy/db/schema";
import type { UserContext } from "../context";
import { NotFoundError } from "../errors";
import { isUuid } from "../meetings/internal";
import { toNotificationResponse, type NotificationIdInput } from "./schemas";

export async function listNotifications({ ctx }: { ctx: UserContext }) {
  const rows = await ctx.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, ctx.actor.userId))
    .orderBy(desc(notifications.createdAt))
    .limit(50);
  return { notifications: rows.map(toNotificationResponse) };
}

export async function markNotificationRead({ ctx, input }: { ctx: UserContext; input: NotificationIdInput }) {
  if (!isUuid(input.id)) throw new NotFoundError("Notification");
  const [row] = await ctx.db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, input.id), eq(notifications.userId, ctx.actor.userId)))
    .returning();
  if (!row) throw new NotFoundError("Notification");
  return toNotificationResponse(row);
}
