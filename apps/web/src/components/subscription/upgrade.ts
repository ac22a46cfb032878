/** Upgrade (checkout) rules of docs/product.md#validation and docs/product.md#messages, kept free of React so they can be tested. */

export const INVALID_PLAN_MESSAGE = "Invalid plan selection";
export const UPGRADE_FAILED_MESSAGE = "Failed to start upgrade process";
export const NO_CHECKOUT_URL_MESSAGE = "No checkout URL received";

/** The plan id to check out, or null when it is missing or 'free' (→ 'Invalid plan selection'). */
export function validPlanId(planId: string | null | undefined): string | null {
  const id = planId?.trim();
  return id && id !== "free" ? id : null;
}

/**
 * The toast for a failed upgrade: the server's detail message when the server sent one (a tRPC error
 * carries `data`; a REST body carries `detail`), else 'Failed to start upgrade process'.
 */
export function upgradeErrorMessage(error: unknown): string {
  if (typeof error === "object" && error !== null) {
    const e = error as { data?: unknown; message?: unknown; detail?: unknown };
    if (typeof e.detail === "string" && e.detail.trim()) return e.detail.trim();
    if (e.data != null && typeof e.message === "string" && e.message.trim()) return e.message.trim();
  }
  return UPGRADE_FAILED_MESSAGE;
}

export interface CheckoutRequest {
  plan_id: string;
  metadata: { user_name: string; upgrade_from: string };
}

export interface CheckoutResponse {
  checkout_url?: string | null;
}
