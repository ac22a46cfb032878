import { getCurrentUser, logout, MessageResponse, UserResponse } from "@understudy/services/auth";
import { createTRPCRouter, protectedProcedure } from "../trpc";

export const authRouter = createTRPCRouter({
  me: protectedProcedure.output(UserResponse).query(({ ctx }) => getCurrentUser({ ctx: ctx.service })),
  logout: protectedProcedure.output(MessageResponse).mutation(({ ctx }) => logout({ ctx: ctx.service })),
});
