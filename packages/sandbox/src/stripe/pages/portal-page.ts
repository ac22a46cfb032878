import { Hono } from "hono";
import { escapeHtml as e } from "../../core/http";
import { checkCard } from "../cards";
import { currentPeriodEnd } from "../engine";
import type { StripeService } from "../service";
import type { Invoice, PortalSession, Subscription } from "../types";
import { cardFields, day, html, money, page, TEST_CARD_HINT } from "./layout";

type Session = PortalSession & { expires_at: number };

interface PortalState {
  confirmCancel?: string;
  error?: string;
  message?: string;
}

/** The customer portal (`billing_portal.session.url`): see the plan, cancel at period end or undo it, change the card, read invoices. */
export function portalPageRoutes(service: StripeService): Hono {
  const { store, engine } = service;
  const app = new Hono();

  const load = (id: string): Session | "expired" | undefined => {
    const session = store.portalSessions.get(id);
    if (!session) return undefined;
    return session.expires_at <= engine.now() ? "expired" : session;
  };
  const expired = (id: string) => {
    const returnUrl = store.portalSessions.get(id)?.return_url;
    return html(
      page(
        "Session expired",
        `<h1 id="title">This portal session has expired</h1><p class="muted">Open billing again from the site you came from.</p>${
          returnUrl ? `<p><a class="button secondary" href="${e(returnUrl)}">← Return to ${e(hostOf(returnUrl))}</a></p>` : ""
        }`,
      ),
      410,
    );
  };

  app.get("/p/session/:id", (c) => {
    engine.inRequest({ id: null, idempotency_key: null }, () => undefined);
    const session = load(c.req.param("id"));
    if (!session) return html(page("Not found", `<h1 id="title">This link is not valid</h1>`), 404);
    if (session === "expired") return expired(c.req.param("id"));
    return html(render(service, session, {}));
  });

  app.post("/p/session/:id", async (c) => {
    const form = new URLSearchParams(await c.req.text());
    const session = load(c.req.param("id"));
    if (!session) return html(page("Not found", `<h1 id="title">This link is not valid</h1>`), 404);
    if (session === "expired") return expired(c.req.param("id"));
    const state = engine.inRequest({ id: null, idempotency_key: null }, (): PortalState & { status?: number } => {
      const action = form.get("action");
      const subscription = ownSubscription(service, session, form.get("subscription"));
      switch (action) {
        case "cancel":
          return subscription ? { confirmCancel: subscription.id } : { error: "Choose a subscription.", status: 400 };
        case "confirm_cancel":
          if (!subscription) return { error: "Choose a subscription.", status: 400 };
          engine.setCancelAtPeriodEnd(subscription, true);
          return { message: `Your plan will be canceled on ${day(currentPeriodEnd(subscription))}.` };
        case "renew":
          if (!subscription) return { error: "Choose a subscription.", status: 400 };
          engine.setCancelAtPeriodEnd(subscription, false);
          return { message: "Your plan has been renewed." };
        case "update_card": {
          const customer = store.customers.get(session.customer);
          if (!customer) return { error: "This customer no longer exists.", status: 400 };
          const card = checkCard({ number: form.get("cardNumber") ?? "", expiry: form.get("cardExpiry") ?? "", cvc: form.get("cardCvc") ?? "" }, engine.now());
          if (!card.ok) return { error: card.message, status: card.decline ? 402 : 400 };
          const pm = engine.attachCard(customer, card, { email: customer.email, name: form.get("billingName") || customer.name });
          engine.replaceDefaultCard(customer, pm);
          return { message: "Your payment method has been updated." };
        }
        default:
          return { error: "Unknown action.", status: 400 };
      }
    });
    return html(render(service, session, state), state.status ?? 200);
  });

  return app;
}

function ownSubscription(service: StripeService, session: Session, id: string | null): Subscription | undefined {
  const subscription = id ? service.store.subscriptions.get(id) : undefined;
  return subscription?.customer === session.customer ? subscription : undefined;
}

function render(service: StripeService, session: Session, state: PortalState): string {
  const { store } = service;
  const customer = store.customers.get(session.customer);
  const action = `/p/session/${session.id}`;
  const back = session.return_url ? `<a class="back" href="${e(session.return_url)}">← Return to ${e(hostOf(session.return_url))}</a>` : "";
  const subscriptions = [...store.subscriptions.values()].filter(
    (s) => s.customer === session.customer && s.status !== "canceled" && s.status !== "incomplete_expired",
  );
  const invoices = [...store.invoices.values()].filter((i) => i.customer === session.customer && i.status !== "draft").reverse();
  const pmId = customer?.invoice_settings.default_payment_method;
  const pm = pmId ? store.paymentMethods.get(pmId) : undefined;

  if (state.confirmCancel) {
    const subscription = store.subscriptions.get(state.confirmCancel);
    if (subscription) {
      return page(
        "Cancel your plan",
        `${back}<h1 id="title">Cancel your plan</h1>
        <p>Your subscription will be canceled, but is still available until the end of your billing period on <strong>${e(day(currentPeriodEnd(subscription)))}</strong>.</p>
        <p class="muted">If you change your mind, you can renew your subscription before then.</p>
        <div class="actions">
          <form method="post" action="${e(action)}"><input type="hidden" name="action" value="confirm_cancel"><input type="hidden" name="subscription" value="${e(subscription.id)}">
            <button type="submit" class="danger">Confirm cancellation</button></form>
          <form method="get" action="${e(action)}"><button type="submit" class="secondary">Go back</button></form>
        </div>`,
      );
    }
  }

  const plans = subscriptions
    .map((s) => {
      const item = s.items.data[0];
      const product = item ? store.products.get(item.price.product) : undefined;
      const end = currentPeriodEnd(s);
      const badge =
        s.status === "past_due"
          ? `<span class="badge warn">Past due</span>`
          : s.cancel_at_period_end
            ? `<span class="badge off">Canceling</span>`
            : `<span class="badge">${s.status === "trialing" ? "Trial" : "Active"}</span>`;
      const line = s.cancel_at_period_end ? `Your plan will be canceled on ${e(day(end))}.` : `Your plan renews on ${e(day(end))}.`;
      const button = s.cancel_at_period_end
        ? `<input type="hidden" name="action" value="renew"><button type="submit" class="primary">Renew plan</button>`
        : `<input type="hidden" name="action" value="cancel"><button type="submit" class="danger">Cancel plan</button>`;
      return `<section aria-label="${e(product?.name ?? "Subscription")}">
        <p><strong>${e(product?.name ?? item?.price.nickname ?? "Subscription")}</strong> ${badge}</p>
        <p class="amount">${item ? money(item.price.unit_amount * item.quantity, item.price.currency) : ""} <small>per ${e(item?.price.recurring?.interval ?? "month")}</small></p>
        <p>${line}</p>
        ${s.status === "past_due" ? `<p class="notice" role="status">Your last payment failed. Update your payment method to keep your plan.</p>` : ""}
        <form method="post" action="${e(action)}"><input type="hidden" name="subscription" value="${e(s.id)}">${button}</form>
      </section>`;
    })
    .join("");

  return page(
    "Manage billing",
    `${back}
    <h1 id="title">${e(customer?.name ?? customer?.email ?? "Your account")}</h1>
    <p class="muted">${e(customer?.email ?? "")}</p>
    ${state.message ? `<p class="success" role="status">${e(state.message)}</p>` : ""}
    ${state.error ? `<p class="error" role="alert">${e(state.error)}</p>` : ""}
    <h2>Current plan</h2>
    ${plans || `<p class="muted">You have no active subscription.</p>`}
    <h2>Payment method</h2>
    <p>${pm ? `${e(capitalise(pm.card.brand))} •••• ${e(pm.card.last4)} <span class="muted">Expires ${pm.card.exp_month}/${String(pm.card.exp_year).slice(-2)}</span>` : `<span class="muted">No payment method on file.</span>`}</p>
    <details${state.error && !state.confirmCancel ? " open" : ""}>
      <summary>Update payment method</summary>
      ${TEST_CARD_HINT}
      <form method="post" action="${e(action)}" aria-label="Update payment method">
        <input type="hidden" name="action" value="update_card">
        ${cardFields("pm-")}
        <button type="submit" class="primary">Save card</button>
      </form>
    </details>
    <h2>Invoice history</h2>
    ${
      invoices.length
        ? `<table><thead><tr><th>Date</th><th>Amount</th><th>Status</th></tr></thead><tbody>${invoices
            .map(
              (i) =>
                `<tr><td>${i.hosted_invoice_url ? `<a href="${e(i.hosted_invoice_url)}">${e(day(i.created))}</a>` : e(day(i.created))}</td><td>${money(i.total, i.currency)}</td><td>${e(invoiceStatus(i))}</td></tr>`,
            )
            .join("")}</tbody></table>`
        : `<p class="muted">No invoices yet.</p>`
    }`,
  );
}

function invoiceStatus(invoice: Invoice): string {
  return invoice.status === "open" && invoice.attempted ? "Payment failed" : capitalise(invoice.status);
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return "the site";
  }
}
