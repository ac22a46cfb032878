import { Hono } from "hono";
import { escapeHtml as e } from "../../core/http";
import { checkCard } from "../cards";
import type { StripeService } from "../service";
import type { CheckoutSession, Customer } from "../types";
import { cardFields, day, html, money, page, TEST_CARD_HINT } from "./layout";

export const checkoutPagePath = (id: string) => `/c/pay/${id}`;

/** Stripe-hosted Checkout (`session.url`): shows what is bought and takes a test card. */
export function checkoutPageRoutes(service: StripeService): Hono {
  const { store, engine } = service;
  const app = new Hono();

  app.get("/c/pay/:id", (c) => {
    engine.inRequest({ id: null, idempotency_key: null }, () => undefined);
    const session = store.sessions.get(c.req.param("id"));
    if (!session) return html(page("Not found", `<h1 id="title">Something went wrong</h1><p>This Checkout link is not valid.</p>`), 404);
    return html(render(service, session, {}));
  });

  app.post("/c/pay/:id", async (c) => {
    const form = new URLSearchParams(await c.req.text());
    const field = (name: string) => (form.get(name) ?? "").trim();
    const outcome = engine.inRequest({ id: null, idempotency_key: null }, () => {
      const session = store.sessions.get(c.req.param("id"));
      if (!session) return { kind: "missing" as const };
      if (session.status !== "open") return { kind: "page" as const, session, state: {} };
      // A retry after a declined first payment is the customer the declined attempt created.
      const pending = store.sessionExtras.get(session.id)?.pendingSubscription;
      const customerId = session.customer ?? (pending ? store.subscriptions.get(pending)?.customer : undefined);
      const existing = customerId ? store.customers.get(customerId) : undefined;
      const email = existing?.email ?? (field("email") || session.customer_email || "");
      if (!existing && !/^[^@\s]+@[^@\s]+$/.test(email)) return { kind: "page" as const, session, state: { error: "Your email is incomplete.", values: form }, status: 400 };
      const card = checkCard({ number: field("cardNumber"), expiry: field("cardExpiry"), cvc: field("cardCvc") }, engine.now());
      if (!card.ok) {
        const extras = store.sessionExtras.get(session.id);
        if (extras && card.decline) extras.declines += 1;
        return { kind: "page" as const, session, state: { error: card.message, values: form }, status: card.decline ? 402 : 400 };
      }
      const name = field("billingName") || null;
      const customer: Customer = existing ?? engine.createCustomer({ email, name, metadata: {} });
      const pm = engine.attachCard(customer, card, { email: customer.email, name });
      const paid = engine.checkoutWithCard(session, customer, pm);
      if (!paid.ok) return { kind: "page" as const, session, state: { error: paid.decline.message, values: form }, status: 402 };
      return { kind: "done" as const, session };
    });
    if (outcome.kind === "missing") return html(page("Not found", `<h1 id="title">Something went wrong</h1><p>This Checkout link is not valid.</p>`), 404);
    if (outcome.kind === "page") return html(render(service, outcome.session, outcome.state), outcome.status ?? 200);
    const target = outcome.session.success_url?.replaceAll("{CHECKOUT_SESSION_ID}", outcome.session.id);
    return target ? c.redirect(target, 303) : html(render(service, outcome.session, {}));
  });

  return app;
}

interface PageState {
  error?: string;
  values?: URLSearchParams;
}

function render(service: StripeService, session: CheckoutSession, state: PageState): string {
  const extras = service.store.sessionExtras.get(session.id);
  const items = (extras?.lineItems ?? []).map((li) => {
    const price = service.store.prices.get(li.price);
    const product = price ? service.store.products.get(price.product) : undefined;
    return { name: product?.name ?? price?.nickname ?? "Subscription", price, quantity: li.quantity };
  });
  const first = items[0];
  const interval = first?.price?.recurring?.interval ?? "month";
  const back = session.cancel_url ? `<a class="back" href="${e(session.cancel_url)}">← Back</a>` : "";
  const title = `Subscribe to ${first?.name ?? "a plan"}`;

  if (session.status === "complete") {
    const next = session.success_url?.replaceAll("{CHECKOUT_SESSION_ID}", session.id);
    return page(title, `<h1 id="title">Thanks for subscribing</h1>
      <p class="success" role="status">Your payment for ${e(first?.name ?? "the plan")} is complete.</p>
      ${next ? `<p><a class="button primary" href="${e(next)}">Continue</a></p>` : ""}`);
  }
  if (session.status === "expired") {
    return page(title, `${back}<h1 id="title">This Checkout Session has expired</h1>
      <p class="muted">Start again from the site you came from.</p>`);
  }

  const customer = session.customer ? service.store.customers.get(session.customer) : undefined;
  const email = customer?.email ?? state.values?.get("email") ?? session.customer_email ?? "";
  const trialDays = extras?.subscriptionData.trialPeriodDays;
  const value = (name: string) => e(state.values?.get(name) ?? "");
  return page(
    title,
    `${back}
    <p class="muted">${e(title)}</p>
    <p class="amount">${money(session.amount_total, session.currency)} <small>per ${e(interval)}</small></p>
    ${trialDays ? `<p class="muted">${trialDays} days free, then ${money(session.amount_total, session.currency)} per ${e(interval)}</p>` : ""}
    <table aria-label="Order summary"><tbody>
      ${items.map((i) => `<tr><td>${e(i.name)}${i.quantity > 1 ? ` × ${i.quantity}` : ""}<br><span class="muted">Billed ${e(interval)}ly</span></td><td>${i.price ? money(i.price.unit_amount * i.quantity, i.price.currency) : ""}</td></tr>`).join("")}
      <tr><th>Total due today</th><th>${money(trialDays ? 0 : session.amount_total, session.currency)}</th></tr>
    </tbody></table>
    <h1 id="title">Pay with card</h1>
    ${TEST_CARD_HINT}
    ${state.error ? `<p class="error" role="alert">${e(state.error)}</p>` : ""}
    <form method="post" action="${e(checkoutPagePathFor(session))}" aria-label="Payment details">
      <label for="email">Email</label>
      <input id="email" name="email" type="email" autocomplete="email" value="${e(email)}"${customer?.email ? " readonly" : " required"}>
      ${cardFields().replace('name="billingName"', `name="billingName" value="${value("billingName")}"`)}
      <button type="submit" class="primary">${trialDays ? "Start trial" : "Subscribe"}</button>
    </form>
    <p class="muted">By subscribing you allow the merchant to charge your card for this and future payments. Session expires ${e(day(session.expires_at))}.</p>`,
  );
}

const checkoutPagePathFor = (session: CheckoutSession) => checkoutPagePath(session.id);
