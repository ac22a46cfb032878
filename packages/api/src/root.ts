import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { accountRouter } from "./router/account";
import { actionItemsRouter } from "./router/action-items";
import { adminRouter } from "./router/admin";
import { analyticsRouter } from "./router/analytics";
import { apiTokensRouter } from "./router/api-tokens";
import { authRouter } from "./router/auth";
import { avatarRouter } from "./router/avatar";
import { botsRouter } from "./router/bots";
import { liveRouter } from "./router/live";
import { calendarRouter } from "./router/calendar";
import { exportRouter } from "./router/export";
import { gmailRouter } from "./router/gmail";
import { googleRouter } from "./router/google";
import { meetingsRouter } from "./router/meetings";
import { notificationsRouter } from "./router/notifications";
import { pushRouter } from "./router/push";
import { onboardingRouter } from "./router/onboarding";
import { connectedAppsRouter, oauthRouter } from "./router/oauth";
import { recapsRouter } from "./router/recaps";
import { searchRouter } from "./router/search";
import { slackRouter } from "./router/slack";
import { subscriptionRouter } from "./router/subscription";
import { summariesRouter } from "./router/summaries";
import { supportRouter } from "./router/support";
import { createCallerFactory, createTRPCRouter } from "./trpc";

export const appRouter = createTRPCRouter({
  auth: authRouter,
  meetings: meetingsRouter,
  analytics: analyticsRouter,
  admin: adminRouter,
  notifications: notificationsRouter,
  push: pushRouter,
  subscription: subscriptionRouter,
  apiTokens: apiTokensRouter,
  google: googleRouter,
  slack: slackRouter,
  calendar: calendarRouter,
  gmail: gmailRouter,
  summaries: summariesRouter,
  actionItems: actionItemsRouter,
  recaps: recapsRouter,
  search: searchRouter,
  bots: botsRouter,
  live: liveRouter,
  support: supportRouter,
  export: exportRouter,
  account: accountRouter,
  avatar: avatarRouter,
  oauth: oauthRouter,
  connectedApps: connectedAppsRouter,
  onboarding: onboardingRouter,
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
export const createCaller = createCallerFactory(appRouter);
