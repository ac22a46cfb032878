import { TRIAL_WARNING_DAYS } from "@understudy/services/constants";

/**
 * docs/product.md#plan-and-trial: plan and trial, as the UI labels them. Pro if the plan is pro. Otherwise no trial end
 * date means 'No Trial' (expired); days remaining mean active with N days left (green above 3 days,
 * yellow otherwise); none left means Expired. The days are the server's `trial_days_remaining`.
 */

export type SubscriptionPlan = "free" | "pro";

export interface TrialUserInput {
  subscription_plan: SubscriptionPlan;
  trial_ends_at: string | null;
  /** Whole days left, counted by the server (rounded up). */
  trial_days_remaining: number;
}

export type TrialState = "pro" | "active" | "expired" | "none";
export type TrialTone = "success" | "warning" | "destructive" | "default";

export interface TrialLabel {
  state: TrialState;
  /** Human label, e.g. "Pro", "9 days left", "1 day left", "Expired", "No Trial". */
  label: string;
  /** Whole days left; 0 unless the trial is active. */
  daysLeft: number;
  /** Badge variant: green above 3 days left, yellow otherwise; Expired/No Trial are destructive. */
  tone: TrialTone;
}

export function trialLabel(user: TrialUserInput): TrialLabel {
  if (user.subscription_plan === "pro") return { state: "pro", label: "Pro", daysLeft: 0, tone: "default" };
  if (user.trial_ends_at == null) return { state: "none", label: "No Trial", daysLeft: 0, tone: "destructive" };
  const daysLeft = user.trial_days_remaining;
  if (daysLeft <= 0) return { state: "expired", label: "Expired", daysLeft: 0, tone: "destructive" };
  return {
    state: "active",
    label: `${daysLeft} ${daysLeft === 1 ? "day" : "days"} left`,
    daysLeft,
    tone: daysLeft > TRIAL_WARNING_DAYS ? "success" : "warning",
  };
}

/** The sidebar plan badge text (docs/product.md#the-signed-in-shell). */
export function planBadgeLabel(plan: SubscriptionPlan): "Pro Plan" | "Free Trial" {
  return plan === "pro" ? "Pro Plan" : "Free Trial";
}

/** Whether the dashboard trial banner shows: free plan with trial days remaining. */
export function showTrialBanner(user: TrialUserInput): boolean {
  return user.subscription_plan === "free" && user.trial_days_remaining > 0;
}
