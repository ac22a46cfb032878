import { z } from "zod";

export const PlanSummary = z.object({ id: z.string(), name: z.string(), price: z.number() }).meta({ id: "PlanSummary" });

export const SubscriptionStatusResponse = z
  .object({
    current_plan: PlanSummary,
    subscription_status: z.enum(["active", "trial_expired", "expired"]),
    days_remaining: z.number().int(),
    trial_ends_at: z.string().nullable(),
    can_upgrade: z.boolean(),
    available_plans: z.array(PlanSummary),
  })
  .meta({ id: "SubscriptionStatus" });
export type SubscriptionStatusResponse = z.infer<typeof SubscriptionStatusResponse>;

export const PlanDetail = z
  .object({
    id: z.string(),
    name: z.string(),
    price: z.number(),
    currency: z.string(),
    interval: z.string(),
    description: z.string(),
    features: z.array(z.object({ text: z.string(), included: z.boolean() })),
  })
  .meta({ id: "Plan" });

export const PlansResponse = z.object({ plans: z.record(z.string(), PlanDetail) }).meta({ id: "Plans" });

export const PaymentTransaction = z
  .object({
    id: z.string(),
    plan_id: z.string(),
    amount: z.number(),
    currency: z.string(),
    payment_status: z.enum(["paid", "failed", "pending"]),
    created_at: z.string(),
  })
  .meta({ id: "PaymentTransaction" });

export const PaymentHistoryResponse = z.object({ transactions: z.array(PaymentTransaction) }).meta({ id: "PaymentHistory" });

export const EntitlementsResponse = z
  .object({
    plan: z.enum(["free", "pro"]),
    subscription_status: z.enum(["active", "trial_expired", "expired"]),
    can_deploy_bots: z.boolean(),
    summaries_used: z.number().int(),
    summary_limit: z.number().int().nullable(),
    advanced_analytics: z.boolean(),
    priority_bots: z.boolean(),
    export: z.boolean(),
    email_support: z.boolean(),
    ai_avatar: z.boolean(),
  })
  .meta({ id: "Entitlements" });
export type EntitlementsResponse = z.infer<typeof EntitlementsResponse>;
