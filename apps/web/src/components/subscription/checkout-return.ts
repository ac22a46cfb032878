/** Where Stripe sends the customer back to (`/subscription?checkout=…`), kept free of React so it can be tested. */

export type CheckoutReturn = { kind: "success"; sessionId: string | null } | { kind: "cancelled" } | null;

export const CHECKOUT_SUCCESS_MESSAGE = "Welcome to Pro! Your subscription is active.";
export const CHECKOUT_PENDING_MESSAGE = "Payment received. Your Pro plan will appear in a moment.";
export const CHECKOUT_CANCELLED_MESSAGE = "Checkout cancelled. You are still on your current plan.";
export const PORTAL_FAILED_MESSAGE = "Failed to open billing portal";

export function checkoutReturnFrom(search: string): CheckoutReturn {
  const params = new URLSearchParams(search);
  const state = params.get("checkout");
  if (state === "success") return { kind: "success", sessionId: params.get("session_id")?.trim() || null };
  if (state === "cancelled") return { kind: "cancelled" };
  return null;
}
