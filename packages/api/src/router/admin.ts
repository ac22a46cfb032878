import { AdminListUsersInput, AdminStatsResponse, AdminUserList, getAdminStats, listUsers } from "@understudy/services/admin";
import { adminProcedure, createTRPCRouter } from "../trpc";

export const adminRouter = createTRPCRouter({
  users: adminProcedure
    .input(AdminListUsersInput)
    .output(AdminUserList)
    .query(({ ctx, input }) => listUsers({ ctx: ctx.service, input })),
  stats: adminProcedure.output(AdminStatsResponse).query(({ ctx }) => getAdminStats({ ctx: ctx.service })),
});
