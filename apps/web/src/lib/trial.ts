import { TRIAL_WARNING_DAYS } from "@understudy/services/subscription/trial";

/**
 * SPEC §4 / §9: plan and trial. Pro if the plan is pro. Otherwise no trial end date means
 * 'No Trial' (expired); a future end means active with N days left (green above 3 days, yellow
 * otherwise); a past end means Expired. Days left are computed from trial_ends_at.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

export type SubscriptionPlan = "free" | "pro";

export interface TrialUserInput {
  subscription_plan: SubscriptionPlan;
  trial_ends_at: string | Date | null;
}

export type TrialState = "pro" | "active" | "expired" | "none";
export type TrialTone = "success" | "warning" | "destructive" | "default";

export interface TrialLabel {
  state: TrialState;
  /** Human label, e.g. "Pro", "9 days left", "1 day left", "Expired", "No Trial". */
  label: string;
  /** Whole days left (rounded up, like the server); 0 unless the trial is active. */
  daysLeft: number;
  /** Badge variant: green above 3 days left, yellow otherwise; Expired/No Trial are destructive. */
  tone: TrialTone;
}

/** Whole days until `trialEndsAt`, rounded up; 0 when absent or past. Matches the API's `trial_days_remaining`. */
export function trialDaysLeft(trialEndsAt: string | Date | null, now: Date = new Date()): number {
  if (trialEndsAt == null) return 0;
  const end = new Date(trialEndsAt).getTime();
  if (Number.isNaN(end)) return 0;
  const ms = end - now.getTime();
  return ms > 0 ? Math.ceil(ms / DAY_MS) : 0;
}

export function trialLabel(user: TrialUserInput, now: Date = new Date()): TrialLabel {
  if (user.subscription_plan === "pro") return { state: "pro", label: "Pro", daysLeft: 0, tone: "default" };
  if (user.trial_ends_at == null) return { state: "none", label: "No Trial", daysLeft: 0, tone: "destructive" };
  const daysLeft = trialDaysLeft(user.trial_ends_at, now);
  if (daysLeft <= 0) return { state: "expired", label: "Expired", daysLeft: 0, tone: "destructive" };
  return {
    state: "active",
    label: `${daysLeft} ${daysLeft === 1 ? "day" : "days"} left`,
    daysLeft,
    tone: daysLeft > TRIAL_WARNING_DAYS ? "success" : "warning",
  };
}

/** The sidebar plan badge text (SPEC §2). */
export function planBadgeLabel(plan: SubscriptionPlan): "Pro Plan" | "Free Trial" {
  return plan === "pro" ? "Pro Plan" : "Free Trial";
}

/** Whether the dashboard trial banner shows: free plan with trial days remaining. */
export function showTrialBanner(user: TrialUserInput, now: Date = new Date()): boolean {
  return user.subscription_plan === "free" && trialDaysLeft(user.trial_ends_at, now) > 0;
}
