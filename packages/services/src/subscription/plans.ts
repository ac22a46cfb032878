import { TRIAL_DAYS } from "./trial";

export const PRO_PRICE_CENTS = 2999;

export interface PlanFeature {
  text: string;
  included: boolean;
}

export interface Plan {
  id: "free" | "pro";
  name: string;
  price: number;
  currency: "usd";
  interval: "month";
  description: string;
  features: PlanFeature[];
}

export type PlanId = Plan["id"];

export const PLANS: Record<PlanId, Plan> = {
  free: {
    id: "free",
    name: "Free Trial",
    price: 0,
    currency: "usd",
    interval: "month",
    description: `${TRIAL_DAYS}-day free trial, no credit card required`,
    features: [
      { text: "Calendar and Gmail sync", included: true },
      { text: "AI bot attendance", included: true },
      { text: "Up to 10 AI summaries during the trial", included: true },
      { text: "Basic analytics", included: true },
      { text: "AI Avatar (after 40+ meetings)", included: false },
      { text: "Unlimited AI summaries", included: false },
      { text: "Advanced analytics", included: false },
      { text: "Priority bot deployment", included: false },
      { text: "Export", included: false },
      { text: "Email support", included: false },
    ],
  },
  pro: {
    id: "pro",
    name: "Pro",
    price: PRO_PRICE_CENTS / 100,
    currency: "usd",
    interval: "month",
    description: "Everything you need to never miss a meeting",
    features: [
      { text: "Calendar and Gmail sync", included: true },
      { text: "AI bot attendance", included: true },
      { text: "Unlimited AI summaries", included: true },
      { text: "AI Avatar that attends and responds in your voice (after 40+ meetings)", included: true },
      { text: "Advanced analytics", included: true },
      { text: "Priority bot deployment", included: true },
      { text: "Export", included: true },
      { text: "Email support", included: true },
    ],
  },
};
