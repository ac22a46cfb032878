import {
  AuthUrlResponse,
  createGoogleAuthUrl,
  DisconnectResponse,
  disconnectGoogle,
  getGoogleStatus,
  GoogleStatusResponse,
} from "@understudy/services/google";
import { createTRPCRouter, protectedProcedure } from "../trpc";

export const googleRouter = createTRPCRouter({
  status: protectedProcedure.output(GoogleStatusResponse).query(({ ctx }) => getGoogleStatus({ ctx: ctx.service })),
  authUrl: protectedProcedure.output(AuthUrlResponse).query(({ ctx }) => createGoogleAuthUrl({ ctx: ctx.service })),
  disconnect: protectedProcedure.output(DisconnectResponse).mutation(({ ctx }) => disconnectGoogle({ ctx: ctx.service })),
});
