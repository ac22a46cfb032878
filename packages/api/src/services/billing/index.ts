export * from "./schemas";
export { startCheckout, checkoutReturnUrls, type BillingDeps } from "./checkout";
export { openBillingPortal } from "./portal";
export { confirmCheckout } from "./confirm";
export { getBillingDetails } from "./details";
export { applyBillingEvent, receiveStripeWebhook, STRIPE_WEBHOOK_SOURCE, type WebhookOutcome, type WebhookRequest, type WebhookResponse } from "./webhook";
export { billingProvider, configuredBillingProvider, appBaseUrl } from "./provider";
export { webhookContext } from "./webhook";
export { isLiveStatus } from "./sync";
