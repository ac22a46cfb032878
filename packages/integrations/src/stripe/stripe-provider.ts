import Stripe from "stripe";
import { BillingRequestError, BillingUnavailableError, WebhookSignatureError } from "./errors";
import type { BillingProvider, BillingSubscription } from "./interface";
import { toCheckoutSession, toEvent, toInvoice, toSubscription } from "./transform";

export interface ProPlanConfig {
  lookupKey: string;
  productName: string;
  unitAmount: number;
  currency: string;
  interval: "month" | "year";
}

export interface StripeBillingConfig {
  secretKey: string;
  webhookSecret: string | null;
  /** e.g. https://api.stripe.com, or the sandbox's http://localhost:4010 */
  apiBase: string;
  proPlan: ProPlanConfig;
  /** Per-request timeout; stripe-node's default (80 s) is far longer than a page should wait. */
  timeoutMs?: number;
  maxNetworkRetries?: number;
}

const WEBHOOK_TOLERANCE_SECONDS = 300;
/** Marks the portal configuration the app created; bump the version when its features change. */
const PORTAL_CONFIGURATION_TAG = "understudy_portal";
const PORTAL_CONFIGURATION_VERSION = "v1";

/** The BillingProvider over stripe-node: only `host`/`port`/`protocol` and the keys differ between Stripe and the sandbox. */
export function createStripeBilling(config: StripeBillingConfig): BillingProvider {
  const base = new URL(config.apiBase);
  const protocol = base.protocol === "http:" ? "http" : "https";
  const stripe = new Stripe(config.secretKey, {
    host: base.hostname,
    port: base.port || (protocol === "http" ? "80" : "443"),
    protocol,
    timeout: config.timeoutMs ?? 15_000,
    maxNetworkRetries: config.maxNetworkRetries ?? 2,
    appInfo: { name: "Understudy" },
  });
  let pricePromise: Promise<string> | null = null;

  const call = async <T>(what: string, fn: () => Promise<T>): Promise<T> => {
    try {
      return await fn();
    } catch (error) {
      throw mapError(what, error);
    }
  };
  const orNull = async <T>(what: string, fn: () => Promise<T>): Promise<T | null> => {
    try {
      return await fn();
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      throw mapError(what, error);
    }
  };

  const ensureProPrice = async (): Promise<string> => {
    const { proPlan } = config;
    const found = await stripe.prices.list({ lookup_keys: [proPlan.lookupKey], active: true, limit: 1 });
    const existing = found.data[0];
    const matches = existing?.unit_amount === proPlan.unitAmount && existing.currency === proPlan.currency && existing.recurring?.interval === proPlan.interval;
    if (existing && matches) return existing.id;
    // Missing, or no longer the advertised amount: a new price takes the lookup key over.
    const created = await stripe.prices.create(
      {
        currency: proPlan.currency,
        unit_amount: proPlan.unitAmount,
        recurring: { interval: proPlan.interval },
        lookup_key: proPlan.lookupKey,
        transfer_lookup_key: true,
        nickname: proPlan.productName,
        product_data: { name: proPlan.productName },
      },
      { idempotencyKey: `price:${proPlan.lookupKey}:${proPlan.unitAmount}:${proPlan.currency}:${proPlan.interval}:${existing?.id ?? "new"}` },
    );
    return created.id;
  };

  /**
   * The portal configuration the app's sessions name. A Stripe account has no default configuration until
   * someone saves the portal settings in the Dashboard, and then `billing_portal.sessions.create` without one is
   * refused (https://docs.stripe.com/api/customer_portal/sessions/create#create_portal_session-configuration), so
   * the app keeps its own: found by its metadata, created once (the idempotency key makes concurrent first
   * uses share one), remembered for the life of the process.
   */
  const ensurePortalConfiguration = async (): Promise<string> => {
    for await (const configuration of stripe.billingPortal.configurations.list({ active: true, limit: 100 })) {
      if (configuration.metadata?.[PORTAL_CONFIGURATION_TAG] === PORTAL_CONFIGURATION_VERSION) return configuration.id;
    }
    const created = await stripe.billingPortal.configurations.create(
      {
        features: {
          invoice_history: { enabled: true },
          payment_method_update: { enabled: true },
          // Pro runs to the end of the paid period: the same rule as the app's own cancel.
          subscription_cancel: { enabled: true, mode: "at_period_end" },
        },
        metadata: { [PORTAL_CONFIGURATION_TAG]: PORTAL_CONFIGURATION_VERSION },
      },
      { idempotencyKey: `portal-configuration:${PORTAL_CONFIGURATION_VERSION}` },
    );
    return created.id;
  };
  let portalConfigurationPromise: Promise<string> | null = null;
  const portalConfiguration = () => {
    portalConfigurationPromise ??= ensurePortalConfiguration().catch((error: unknown) => {
      portalConfigurationPromise = null;
      throw error;
    });
    return portalConfigurationPromise;
  };

  return {
    createCustomer: (input) =>
      call("create a customer", async () => {
        const customer = await stripe.customers.create(
          { email: input.email, name: input.name ?? undefined, metadata: { user_id: input.userId } },
          { idempotencyKey: input.idempotencyKey },
        );
        return { id: customer.id };
      }),

    proPriceId: () => {
      pricePromise ??= call("find the Pro price", ensureProPrice).catch((error: unknown) => {
        pricePromise = null;
        throw error;
      });
      return pricePromise;
    },

    createCheckoutSession: (input) =>
      call("start checkout", async () =>
        toCheckoutSession(
          await stripe.checkout.sessions.create(
            {
              mode: "subscription",
              customer: input.customerId,
              client_reference_id: input.userId,
              line_items: [{ price: input.priceId, quantity: 1 }],
              success_url: input.successUrl,
              cancel_url: input.cancelUrl,
              metadata: { ...input.metadata, user_id: input.userId },
              subscription_data: { metadata: { user_id: input.userId } },
            },
            { idempotencyKey: input.idempotencyKey },
          ),
        ),
      ),

    createPortalSession: (input) =>
      call("open the billing portal", async () => {
        const open = async () => stripe.billingPortal.sessions.create({ customer: input.customerId, return_url: input.returnUrl, configuration: await portalConfiguration() });
        let session: Stripe.BillingPortal.Session;
        try {
          session = await open();
        } catch (error) {
          // The remembered configuration was deactivated or deleted meanwhile: find or make one again, once.
          if (!(error instanceof Stripe.errors.StripeInvalidRequestError && error.param === "configuration")) throw error;
          portalConfigurationPromise = null;
          session = await open();
        }
        return { url: session.url };
      }),

    getSubscription: (id) => orNull("read a subscription", async () => toSubscription(await stripe.subscriptions.retrieve(id))),
    getInvoice: (id) => orNull("read an invoice", async () => toInvoice(await stripe.invoices.retrieve(id))),
    getCheckoutSession: (id) => orNull("read a checkout session", async () => toCheckoutSession(await stripe.checkout.sessions.retrieve(id))),

    cancelSubscriptionAtPeriodEnd: (id) =>
      call("cancel a subscription at period end", async () => toSubscription(await stripe.subscriptions.update(id, { cancel_at_period_end: true }))),

    listSubscriptions: (customerId) =>
      call("list subscriptions", async () => {
        const out: BillingSubscription[] = [];
        for await (const s of stripe.subscriptions.list({ customer: customerId, status: "all", limit: 100 })) out.push(toSubscription(s));
        return out;
      }),

    parseWebhook: (rawBody, signature, receivedAt) => {
      if (!config.webhookSecret) throw new WebhookSignatureError("Webhook signing secret is not configured");
      if (!signature) throw new WebhookSignatureError("Missing Stripe-Signature header");
      try {
        return toEvent(stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret, WEBHOOK_TOLERANCE_SECONDS, undefined, receivedAt.getTime()));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw new WebhookSignatureError(error.message, { cause: error });
        throw new WebhookSignatureError("Webhook payload is not a Stripe event", { cause: error });
      }
    },
  };
}

function mapError(what: string, error: unknown): Error {
  if (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeIdempotencyError || error instanceof Stripe.errors.StripeCardError) {
    return new BillingRequestError(`Stripe refused to ${what}: ${error.message}`, error.code ?? null, { cause: error });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new BillingUnavailableError(`Could not ${what} with Stripe: ${message}`, { cause: error });
}
