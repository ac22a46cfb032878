import { z } from "zod";
import type { User } from "@understudy/db/schema";
import { trialDaysRemaining } from "../subscription/trial";

export const UserResponse = z
  .object({
    id: z.string(),
    name: z.string().nullable(),
    email: z.string(),
    picture: z.string().nullable(),
    role: z.enum(["user", "admin"]),
    subscription_plan: z.enum(["free", "pro"]),
    trial_ends_at: z.string().nullable(),
    trial_days_remaining: z.number().int(),
    created_at: z.string(),
    last_login: z.string().nullable(),
    is_active: z.boolean(),
  })
  .meta({ id: "User" });
export type UserResponse = z.infer<typeof UserResponse>;

export const MessageResponse = z.object({ message: z.string() }).meta({ id: "Message" });

export function toUserResponse(user: User, now: Date): UserResponse {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    picture: user.image,
    role: user.role,
    subscription_plan: user.subscriptionPlan,
    trial_ends_at: user.trialEndsAt?.toISOString() ?? null,
    trial_days_remaining: trialDaysRemaining(user.trialEndsAt, now),
    created_at: user.createdAt.toISOString(),
    last_login: user.lastLogin?.toISOString() ?? null,
    is_active: user.isActive,
  };
}
