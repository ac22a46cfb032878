import { z } from "zod";
import { MessageResponse } from "@understudy/services/auth";
import { ForbiddenError } from "@understudy/services/errors";
import {
  approveAuthorization,
  AuthorizationRequestInput,
  ConnectedApp,
  ConnectedAppIdInput,
  denyAuthorization,
  listConnectedApps,
  revokeConnectedApp,
} from "@understudy/services/oauth";
import { checkAuthorizationRequest } from "../oauth/request";
import { createTRPCRouter, protectedProcedure } from "../trpc";

/** Only the person at the browser, signed in with their session, may allow an app: never a token acting for them. */
const consentProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (ctx.service.actor.via !== "session") throw new ForbiddenError("Connect apps from the web app, signed in");
  return next();
});

const ConsentDetails = z.object({
  client_name: z.string(),
  client_uri: z.string().nullable(),
  redirect_origin: z.string(),
  scopes: z.array(z.object({ scope: z.string(), description: z.string() })),
});
const ConsentDecision = z.object({ redirect_to: z.string() });

export const oauthRouter = createTRPCRouter({
  /** The consent page: which app asks, for what, and where the answer goes. */
  describe: consentProcedure
    .input(AuthorizationRequestInput)
    .output(ConsentDetails)
    .query(async ({ ctx, input }) => {
      const { request: _request, ...shown } = await checkAuthorizationRequest({ db: ctx.db, clock: ctx.clock, appUrl: ctx.deps.config.appUrl, log: ctx.log }, input);
      return shown;
    }),
  approve: consentProcedure
    .input(AuthorizationRequestInput)
    .output(ConsentDecision)
    .mutation(async ({ ctx, input }) => {
      const appUrl = ctx.deps.config.appUrl;
      const { request } = await checkAuthorizationRequest({ db: ctx.db, clock: ctx.clock, appUrl, log: ctx.log }, input);
      return approveAuthorization(ctx.service, request, appUrl);
    }),
  deny: consentProcedure
    .input(AuthorizationRequestInput)
    .output(ConsentDecision)
    .mutation(async ({ ctx, input }) => {
      const appUrl = ctx.deps.config.appUrl;
      const { request } = await checkAuthorizationRequest({ db: ctx.db, clock: ctx.clock, appUrl, log: ctx.log }, input);
      return denyAuthorization(request, appUrl);
    }),
});

/** Settings → Connected apps. */
export const connectedAppsRouter = createTRPCRouter({
  list: protectedProcedure.output(z.array(ConnectedApp)).query(({ ctx }) => listConnectedApps({ ctx: ctx.service })),
  revoke: protectedProcedure
    .input(ConnectedAppIdInput)
    .output(MessageResponse)
    .mutation(({ ctx, input }) => revokeConnectedApp({ ctx: ctx.service, input })),
});
