import { z } from "zod";
import { hasNoNul, NO_NUL } from "../lib/text";
import { UserResponse } from "../auth/schemas";

/** The admin user list pages newest first; a page holds at most this many users (the default, and the cap it always had). */
export const ADMIN_USERS_PAGE = 1000;

export const AdminListUsersInput = z
  .strictObject({
    q: z.string().trim().max(200).refine(hasNoNul, NO_NUL).optional(),
    limit: z.number().int().min(1).max(ADMIN_USERS_PAGE).optional(),
    offset: z.number().int().min(0).max(1_000_000).optional(),
  })
  .default({});
export type AdminListUsersInput = z.infer<typeof AdminListUsersInput>;

export const AdminUserList = z.array(UserResponse);

export const AdminStatsResponse = z
  .object({
    total_users: z.number().int(),
    active_trials: z.number().int(),
    pro_users: z.number().int(),
    expired_trials: z.number().int(),
    active_users: z.number().int(),
    conversion_rate: z.number(),
    trial_completion: z.number(),
  })
  .meta({ id: "AdminStats" });
export type AdminStatsResponse = z.infer<typeof AdminStatsResponse>;
