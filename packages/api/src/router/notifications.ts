import {
  listNotifications,
  markNotificationRead,
  NotificationIdInput,
  NotificationResponse,
  NotificationsResponse,
} from "@understudy/services/notifications";
import { createTRPCRouter, protectedProcedure } from "../trpc";

export const notificationsRouter = createTRPCRouter({
  list: protectedProcedure.output(NotificationsResponse).query(({ ctx }) => listNotifications({ ctx: ctx.service })),
  markRead: protectedProcedure
    .input(NotificationIdInput)
    .output(NotificationResponse)
    .mutation(({ ctx, input }) => markNotificationRead({ ctx: ctx.service, input })),
});
