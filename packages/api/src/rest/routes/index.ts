import type { RestRoute } from "../define";
import { accountRoutes } from "./account";
import { actionItemsRoutes } from "./action-items";
import { adminRoutes } from "./admin";
import { analyticsRoutes } from "./analytics";
import { authRoutes } from "./auth";
import { avatarRoutes } from "./avatar";
import { botsRoutes } from "./bots";
import { calendarRoutes } from "./calendar";
import { exportRoutes } from "./export";
import { gmailRoutes } from "./gmail";
import { googleRoutes } from "./google";
import { liveRoutes } from "./live";
import { meetingsRoutes } from "./meetings";
import { notificationsRoutes } from "./notifications";
import { recapsRoutes } from "./recaps";
import { searchRoutes } from "./search";
import { slackRoutes } from "./slack";
import { subscriptionRoutes } from "./subscription";
import { supportRoutes } from "./support";

/**
 * docs/product.md#the-rest-calls, row by row, in the order the OpenAPI document lists them: one file per tRPC router
 * (`packages/api/src/router`), holding only that router's rows. Each row only adapts HTTP to a procedure (typed
 * against its input); who may call it and what the input must be are the procedure's to check, the logic lives
 * behind it.
 */
export const restRoutes: RestRoute[] = [
  ...authRoutes,
  ...accountRoutes,
  ...meetingsRoutes,
  ...liveRoutes,
  ...exportRoutes,
  ...actionItemsRoutes,
  ...recapsRoutes,
  ...analyticsRoutes,
  ...adminRoutes,
  ...notificationsRoutes,
  ...calendarRoutes,
  ...gmailRoutes,
  ...googleRoutes,
  ...slackRoutes,
  ...searchRoutes,
  ...botsRoutes,
  ...subscriptionRoutes,
  ...supportRoutes,
  ...avatarRoutes,
];
