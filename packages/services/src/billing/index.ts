export * from "./schemas";
export { startCheckout, checkoutReturnUrls, billingDeps, type BillingDeps } from "./checkout";
export { openBillingPortal } from "./portal";
export { confirmCheckout } from "./confirm";
export { getBillingDetails } from "./details";
export { applyBillingEvent, receiveStripeWebhook, STRIPE_WEBHOOK_SOURCE, type WebhookOutcome, type WebhookRequest } from "./webhook";
export { billingProvider } from "./provider";
export { webhookContext } from "./webhook";
export { reconcileSubscriptions, reconcileUser, subscriptionsDue, RECONCILE_BATCH, RECONCILE_FRESH_MS, type ReconcileOutcome, type ReconcileSummary } from "./reconcile";
