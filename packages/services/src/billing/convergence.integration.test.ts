/**
 * Property: Stripe's events applied in order, and the same events with 30 % duplicates in a random
 * order (four at a time), leave every user in the same plan, following the same subscription, with
 * exactly one payment row per billed invoice.
 */
import { inArray } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { payments, subscriptions, users } from "@understudy/db/schema";
import { FakeBilling, type BillingEvent, type BillingInvoice, type BillingSubscription } from "@understudy/integrations/stripe";
import { fixedClock } from "../clock";
import { silentLogger } from "../logger";
import { connectTestDb } from "../../testing/helpers";
import { applyBillingEvent, webhookContext } from "./webhook";
import { testDeps } from "../../testing/deps";

const { db, close } = connectTestDb();
afterAll(close);

const UNIQUE_EVENTS = 700;
// Ids are unique per run: PostgreSQL keeps rows between runs.
const run = Math.random().toString(36).slice(2, 8);
const DUPLICATE_SHARE = 0.3;
const USERS = 12;
const DAY = 86_400_000;

/** mulberry32: a small seeded PRNG, so a failure can be replayed from its seed. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface SimUser {
  userId: string;
  customerId: string;
  /** Linked in our table before any event (the checkout stored it), or only named in Stripe's metadata. */
  linked: boolean;
}

/**
 * A small Stripe: checkouts (some declined), renewals, failed payments and retries, cancellation at
 * period end, immediate cancellation, second subscriptions, and noise about strangers. Every change
 * updates the fake (what a re-read returns) and emits the event Stripe would, with its snapshot.
 */
class World {
  readonly fake = new FakeBilling();
  readonly users: SimUser[] = [];
  readonly billedInvoices = new Set<string>();
  eventCount = 0;
  #t = Date.parse("2026-01-01T00:00:00Z");
  #n = 0;

  constructor(
    readonly tag: string,
    readonly random: () => number,
    readonly onEvent: (event: BillingEvent) => Promise<void>,
  ) {}

  #id(prefix: string) {
    this.#n += 1;
    return `${prefix}_${this.tag}_${this.#n}`;
  }

  #tick() {
    // Often the same second: Stripe's `created` cannot order events within one.
    if (this.random() < 0.6) this.#t += Math.floor(this.random() * 3) * 1000;
    else this.#t += Math.floor(this.random() * 5 * DAY);
    return new Date(this.#t);
  }

  async #emit(type: string, object: BillingSubscription | BillingInvoice | { id: string }, kind: BillingEvent["kind"]) {
    const event = { id: this.#id("evt"), type, created: this.#tick(), kind, object: structuredClone(object) } as BillingEvent;
    this.eventCount += 1;
    await this.onEvent(event);
  }

  async step(): Promise<void> {
    const r = this.random();
    if (r < 0.04) return this.#emit("customer.updated", { id: this.#id("cus") }, "other");
    if (r < 0.07) return this.#strangerSubscribes();
    const user = this.users[Math.floor(this.random() * this.users.length)];
    if (!user) return;
    const subs = [...this.fake.subscriptions.values()].filter((s) => s.customerId === user.customerId);
    const live = subs.filter((s) => ["active", "trialing", "past_due"].includes(s.status));
    const current = live[Math.floor(this.random() * live.length)];
    if (!current || this.random() < 0.05) return this.#subscribe(user);
    const open = [...this.fake.invoices.values()].find((i) => i.subscriptionId === current.id && i.status === "open");
    const q = this.random();
    if (current.status === "past_due" && open) return this.#retry(current, open);
    if (q < 0.45) return this.#periodEnds(current);
    if (q < 0.75) return this.#toggleCancel(current);
    if (q < 0.85) return this.#cancelNow(current);
    return this.#emit("customer.subscription.updated", current, "subscription");
  }

  async #subscribe(user: SimUser) {
    if (this.random() < 0.1) return; // declined on the hosted page: Stripe creates nothing
    const created = this.#tick();
    const sub: BillingSubscription = {
      id: this.#id("sub"),
      customerId: user.customerId,
      status: "incomplete",
      userId: user.userId,
      priceId: "price_fake_pro",
      currentPeriodEnd: new Date(created.getTime() + 30 * DAY),
      cancelAtPeriodEnd: false,
      cancelAt: null,
      endedAt: null,
      created,
    };
    this.fake.subscriptions.set(sub.id, sub);
    await this.#emit("customer.subscription.created", sub, "subscription");
    const invoice = this.#invoice(sub);
    if (this.random() < 0.1) {
      Object.assign(invoice, { status: "open", attempted: true });
      await this.#emit("invoice.payment_failed", invoice, "invoice");
      Object.assign(invoice, { status: "void" });
      sub.status = "incomplete_expired";
      await this.#emit("customer.subscription.updated", sub, "subscription");
      return;
    }
    Object.assign(invoice, { status: "paid", attempted: true, amountPaid: 2999 });
    await this.#emit("invoice.paid", invoice, "invoice");
    await this.#emit("invoice.payment_succeeded", invoice, "invoice");
    sub.status = "active";
    await this.#emit("customer.subscription.updated", sub, "subscription");
    const session = { id: this.#id("cs"), url: null, status: "complete" as const, paymentStatus: "paid" as const, customerId: user.customerId, subscriptionId: sub.id, invoiceId: invoice.id, userId: user.userId, amountTotal: 2999 };
    this.fake.sessions.set(session.id, { ...session, input: {} as never });
    await this.#emit("checkout.session.completed", session, "checkout_session");
  }

  #invoice(sub: BillingSubscription): BillingInvoice {
    const invoice: BillingInvoice = {
      id: this.#id("in"),
      customerId: sub.customerId,
      subscriptionId: sub.id,
      userId: sub.userId,
      status: "draft",
      attempted: false,
      amountDue: 2999,
      amountPaid: 0,
      currency: "usd",
      created: this.#tick(),
      hostedUrl: null,
    };
    this.fake.invoices.set(invoice.id, invoice);
    this.billedInvoices.add(invoice.id);
    return invoice;
  }

  async #periodEnds(sub: BillingSubscription) {
    if (sub.cancelAtPeriodEnd) {
      Object.assign(sub, { status: "canceled", endedAt: sub.currentPeriodEnd });
      return this.#emit("customer.subscription.deleted", sub, "subscription");
    }
    sub.currentPeriodEnd = new Date((sub.currentPeriodEnd?.getTime() ?? this.#t) + 30 * DAY);
    const invoice = this.#invoice(sub);
    await this.#emit("invoice.created", invoice, "invoice");
    await this.#emit("customer.subscription.updated", sub, "subscription");
    await this.#charge(sub, invoice);
  }

  async #charge(sub: BillingSubscription, invoice: BillingInvoice) {
    invoice.attempted = true;
    if (this.random() < 0.7) {
      Object.assign(invoice, { status: "paid", amountPaid: 2999 });
      await this.#emit("invoice.paid", invoice, "invoice");
      if (sub.status === "past_due") {
        sub.status = "active";
        await this.#emit("customer.subscription.updated", sub, "subscription");
      }
      return;
    }
    invoice.status = "open";
    await this.#emit("invoice.payment_failed", invoice, "invoice");
    if (sub.status === "active") {
      sub.status = "past_due";
      await this.#emit("customer.subscription.updated", sub, "subscription");
    }
  }

  async #retry(sub: BillingSubscription, invoice: BillingInvoice) {
    if (this.random() < 0.3) {
      Object.assign(invoice, { status: "uncollectible" });
      await this.#emit("invoice.marked_uncollectible", invoice, "invoice");
      Object.assign(sub, { status: "canceled", endedAt: this.#tick() });
      return this.#emit("customer.subscription.deleted", sub, "subscription");
    }
    return this.#charge(sub, invoice);
  }

  async #toggleCancel(sub: BillingSubscription) {
    sub.cancelAtPeriodEnd = !sub.cancelAtPeriodEnd;
    sub.cancelAt = sub.cancelAtPeriodEnd ? sub.currentPeriodEnd : null;
    await this.#emit("customer.subscription.updated", sub, "subscription");
  }

  async #cancelNow(sub: BillingSubscription) {
    Object.assign(sub, { status: "canceled", endedAt: this.#tick(), cancelAt: new Date(this.#t) });
    await this.#emit("customer.subscription.deleted", sub, "subscription");
  }

  async #strangerSubscribes() {
    const sub: BillingSubscription = {
      id: this.#id("sub"),
      customerId: this.#id("cus_stranger"),
      status: "active",
      userId: null,
      priceId: "price_fake_pro",
      currentPeriodEnd: this.#tick(),
      cancelAtPeriodEnd: false,
      cancelAt: null,
      endedAt: null,
      created: new Date(this.#t),
    };
    this.fake.subscriptions.set(sub.id, sub);
    await this.#emit("customer.subscription.created", sub, "subscription");
  }
}

async function createWorld(tag: string, seed: number, onEvent: (world: World, e: BillingEvent) => Promise<void>) {
  const world: World = new World(tag, rng(seed), (event) => onEvent(world, event));
  for (let i = 0; i < USERS; i += 1) {
    const userId = `user_${tag}_${i}`;
    const customerId = `cus_${tag}_${i}`;
    const linked = i % 4 !== 0;
    await db.insert(users).values({ id: userId, email: `${userId}@convergence.test`, trialEndsAt: new Date(Date.now() - DAY) });
    if (linked) await db.insert(subscriptions).values({ userId, stripeCustomerId: customerId });
    world.users.push({ userId, customerId, linked });
    world.fake.customers.set(customerId, { id: customerId, userId, email: `${userId}@convergence.test` });
  }
  return world;
}

/** Each user's outcome with the run's tag taken out of every id, so two runs compare directly. */
async function snapshot(world: World) {
  const ids = world.users.map((u) => u.userId);
  const untag = (value: string | null | undefined) => value?.replaceAll(`_${world.tag}_`, "_") ?? null;
  const userRows = await db.select().from(users).where(inArray(users.id, ids));
  const subRows = await db.select().from(subscriptions).where(inArray(subscriptions.userId, ids));
  const payRows = await db.select().from(payments).where(inArray(payments.userId, ids));
  return world.users.map((u) => {
    const sub = subRows.find((r) => r.userId === u.userId);
    return {
      user: untag(u.userId),
      plan: userRows.find((r) => r.id === u.userId)?.subscriptionPlan,
      customer: untag(sub?.stripeCustomerId),
      subscription: untag(sub?.stripeSubscriptionId),
      status: sub?.status ?? null,
      cancelAtPeriodEnd: sub?.cancelAtPeriodEnd ?? false,
      periodEnd: sub?.currentPeriodEnd?.toISOString() ?? null,
      payments: payRows
        .filter((p) => p.userId === u.userId)
        .map((p) => [untag(p.stripeInvoiceId), p.paymentStatus, p.amountCents] as const)
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    };
  });
}

async function inParallel<T>(items: T[], width: number, fn: (item: T) => Promise<unknown>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const item = items[next];
        next += 1;
        if (item !== undefined) await fn(item);
      }
    }),
  );
}

describe("webhook convergence (property)", () => {
  for (const seed of [7, 2026]) {
    it(`seed ${seed}: ${UNIQUE_EVENTS} events + ${DUPLICATE_SHARE * 100}% duplicates, shuffled, converge to the in-order state`, { timeout: 300_000 }, async () => {
      const ctx = webhookContext(testDeps(db, { clock: fixedClock("2026-06-01T00:00:00Z") }), silentLogger);

      // Run A: every event delivered the moment it happens; a re-read sees Stripe as it is then.
      const inOrder = await createWorld(`a${seed}${run}`, seed, async (world, event) => {
        expect(await applyBillingEvent({ ctx, billing: world.fake, event })).not.toBe("duplicate");
      });
      let steps = 0;
      while (inOrder.eventCount < UNIQUE_EVENTS) {
        await inOrder.step();
        steps += 1;
      }

      // Run B: the same history (same seed), every event held back, then delivered shuffled with duplicates.
      const events: BillingEvent[] = [];
      const shuffled = await createWorld(`b${seed}${run}`, seed, (_world, event) => {
        events.push(event);
        return Promise.resolve();
      });
      for (let i = 0; i < steps; i += 1) await shuffled.step();
      expect(events).toHaveLength(inOrder.eventCount);
      const random = rng(seed * 31 + 1);
      const deliveries = [...events];
      const duplicates = Math.round((events.length * DUPLICATE_SHARE) / (1 - DUPLICATE_SHARE));
      for (let i = 0; i < duplicates; i += 1) deliveries.push(events[Math.floor(random() * events.length)] as BillingEvent);
      for (let i = deliveries.length - 1; i > 0; i -= 1) {
        const j = Math.floor(random() * (i + 1));
        [deliveries[i], deliveries[j]] = [deliveries[j] as BillingEvent, deliveries[i] as BillingEvent];
      }
      const outcomes: string[] = [];
      await inParallel(deliveries, 4, async (event) => outcomes.push(await applyBillingEvent({ ctx, billing: shuffled.fake, event })));

      expect(deliveries.length).toBeGreaterThanOrEqual(990);
      expect(outcomes.filter((o) => o === "duplicate")).toHaveLength(deliveries.length - events.length);
      const a = await snapshot(inOrder);
      const b = await snapshot(shuffled);
      expect(b).toEqual(a);

      // The history is rich enough to mean something.
      expect(a.filter((u) => u.plan === "pro").length).toBeGreaterThan(0);
      expect(a.filter((u) => u.status === "canceled").length + a.filter((u) => u.plan === "free" && u.subscription).length).toBeGreaterThan(0);
      expect(a.flatMap((u) => u.payments).some(([, status]) => status === "failed")).toBe(true);

      // Exactly one row per billed invoice of our users; strangers' invoices are never recorded.
      for (const world of [inOrder, shuffled]) {
        const rows = await db.select({ invoice: payments.stripeInvoiceId }).from(payments).where(inArray(payments.userId, world.users.map((u) => u.userId)));
        const invoiceIds = rows.map((r) => r.invoice);
        expect(new Set(invoiceIds).size).toBe(invoiceIds.length);
        const ours = [...world.fake.invoices.values()].filter((i) => world.users.some((u) => u.customerId === i.customerId) && !(i.status === "void" && !i.attempted));
        expect(invoiceIds.sort()).toEqual(ours.map((i) => i.id).sort());
      }
    });
  }
});

