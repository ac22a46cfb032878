import { z } from "zod";
import { hasNoNul, NO_NUL } from "../lib/text";
import { UserResponse } from "../auth/schemas";

export const AdminListUsersInput = z.strictObject({ q: z.string().trim().max(200).refine(hasNoNul, NO_NUL).optional() }).default({});
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
