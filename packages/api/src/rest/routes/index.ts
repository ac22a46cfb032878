import type { RestRoute } from "../define";
import { avatarRoutes } from "./avatar";
import { billingRoutes } from "./billing";
import { connectedRoutes } from "./connected";
import { liveRoutes } from "./live";
import { meetingRoutes } from "./meetings";

/**
 * docs/product.md#the-rest-calls, row by row, in the order the OpenAPI document lists them. Each row only adapts HTTP to a
 * procedure (typed against its input); who may call it and what the input must be are the procedure's to
 * check, the logic lives behind it.
 */
export const restRoutes: RestRoute[] = [...meetingRoutes, ...liveRoutes, ...connectedRoutes, ...billingRoutes, ...avatarRoutes];
