import { createHash, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { subscriptions, users } from "@understudy/db/schema";
import type { BillingCheckoutSession, BillingProvider } from "@understudy/integrations/stripe";
import type { UserContext } from "../context";
import { BadRequestError, ConflictError, NotFoundError } from "../errors";
import { isLiveStatus } from "../subscription/plan-state";
import { PLANS } from "../subscription/plans";
import { billingFailure, isMissingAtStripe } from "./errors";
import type { CheckoutInput, CheckoutResponse } from "./schemas";
import { applySubscription, linkCustomer } from "./sync";
import type { AppDeps } from "../deps";
import { billingProvider } from "./provider";

/** Double clicks within this window reuse one Checkout Session (Stripe keeps idempotency keys for 24 h). */
const CHECKOUT_REUSE_MS = 10 * 60 * 1000;

export interface BillingDeps {
  billing: BillingProvider;
  /** The app's public origin, e.g. http://localhost:3000 */
  appUrl: string;
}

export const billingDeps = (deps: AppDeps): BillingDeps => ({ billing: billingProvider(deps), appUrl: deps.config.appUrl });

export const checkoutReturnUrls = (appUrl: string) => ({
  successUrl: `${appUrl}/subscription?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
  cancelUrl: `${appUrl}/subscription?checkout=cancelled`,
});

/** docs/product.md#validation: a plan id that is present and not free; then a Stripe Checkout Session for Pro. */
export async function startCheckout({ ctx, input, deps = billingDeps(ctx.deps) }: { ctx: UserContext; input: CheckoutInput; deps?: BillingDeps }): Promise<CheckoutResponse> {
  const planId = input.plan_id;
  if (!planId || planId === "free" || !(planId in PLANS)) throw new BadRequestError("Invalid plan selection");

  const userId = ctx.actor.userId;
  const [user] = await ctx.db.select({ email: users.email, name: users.name, plan: users.subscriptionPlan }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new NotFoundError("User");
  const [row] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
  if (user.plan === "pro" || isLiveStatus(row?.status)) throw new ConflictError("You are already on the Pro plan");

  const { billing } = deps;
  const metadata = {
    plan_id: planId,
    user_name: input.metadata?.user_name ?? user.name ?? "",
    upgrade_from: input.metadata?.upgrade_from ?? user.plan,
  };
  try {
    const priceId = await billing.proPriceId();
    const now = ctx.clock.now();
    const bucket = Math.floor(now.getTime() / CHECKOUT_REUSE_MS);
    const open = async (customerId: string, keySuffix = "") => {
      const key = `checkout:${userId}:${digest([customerId, priceId, metadata.user_name, metadata.upgrade_from])}:${bucket}${keySuffix}`;
      return billing.createCheckoutSession({ customerId, userId, priceId, ...checkoutReturnUrls(deps.appUrl), metadata, idempotencyKey: key });
    };

    if (row?.stripeCustomerId) await refuseIfAlreadySubscribed(ctx, billing, row.stripeCustomerId);
    let customerId = row?.stripeCustomerId ?? (await createCustomer(ctx, billing, { email: user.email, name: user.name }, null));
    let session: BillingCheckoutSession;
    try {
      session = await open(customerId);
    } catch (error) {
      if (!isMissingAtStripe(error)) throw error;
      // Stripe no longer knows the stored customer (deleted in the dashboard, or a reset sandbox): make a new one.
      customerId = await createCustomer(ctx, billing, { email: user.email, name: user.name }, customerId);
      session = await open(customerId);
    }
    // A replayed key returns the session as it was first created: ask Stripe whether it is still open.
    const current = session.status === "open" && session.url ? await billing.getCheckoutSession(session.id) : null;
    if (current?.status !== "open") session = await open(customerId, `:${randomUUID()}`);
    if (!session.url) throw new BadRequestError("No checkout URL received");
    ctx.log.info({ sessionId: session.id, customerId }, "checkout session created");
    return { checkout_url: session.url, session_id: session.id };
  } catch (error) {
    throw billingFailure(error);
  }
}

/**
 * Paid already but our webhooks have not caught up (late, or the app was down): take Stripe's word,
 * apply it, and answer 409 instead of selling a second subscription.
 */
async function refuseIfAlreadySubscribed(ctx: UserContext, billing: BillingProvider, customerId: string): Promise<void> {
  let live;
  try {
    live = (await billing.listSubscriptions(customerId)).find((s) => isLiveStatus(s.status));
  } catch (error) {
    if (isMissingAtStripe(error)) return;
    throw error;
  }
  if (!live) return;
  await ctx.db.transaction((tx) => applySubscription(tx, ctx.actor.userId, live, ctx.clock.now()));
  throw new ConflictError("You are already on the Pro plan");
}

/** The user's Stripe customer, created once: the idempotency key makes concurrent first checkouts share one. */
async function createCustomer(ctx: UserContext, billing: BillingProvider, who: { email: string; name: string | null }, replacing: string | null): Promise<string> {
  const userId = ctx.actor.userId;
  const created = await billing.createCustomer({
    userId,
    email: who.email,
    name: who.name,
    idempotencyKey: replacing ? `customer:${userId}:replaces:${replacing}` : `customer:${userId}`,
  });
  return linkCustomer(ctx.db, userId, created.id, ctx.clock.now(), { replace: replacing !== null });
}

function digest(parts: string[]): string {
  return createHash("sha256").update(parts.join("\u0000")).digest("hex").slice(0, 16);
}
