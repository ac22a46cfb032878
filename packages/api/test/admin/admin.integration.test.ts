import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { createTestUser } from "@understudy/db/test";
import { FakeBilling, type BillingSubscription } from "@understudy/integrations/stripe";
import { DAY_MS, fixedClock } from "@understudy/services/clock";
import { silentLogger } from "@understudy/services/logger";
import { applyBillingEvent, webhookContext } from "@understudy/services/billing";
import { connectTestDb, inRolledBackTransaction, makeCaller, makeUserCtx, signedInUser } from "../support/helpers";
import { AdminStatsResponse, AdminUserList, getAdminStats, listUsers } from "@understudy/services/admin";
import { testDeps } from "@understudy/services/testing/deps";

const { db, close } = connectTestDb();
afterAll(close);

const NOW = new Date("2026-06-15T12:00:00Z");
const ago = (days: number) => new Date(NOW.getTime() - days * DAY_MS);
const ahead = (days: number) => new Date(NOW.getTime() + days * DAY_MS);
const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);

describe("admin users", () => {
  it("searches name or email case-insensitively and treats LIKE wildcards literally", async () => {
    const tag = randomUUID().slice(0, 8);
    const admin = await createTestUser(db, { role: "admin" });
    const ctx = makeUserCtx(db, admin.id, { role: "admin", clock: fixedClock(NOW) });
    const ada = await createTestUser(db, { name: `Ada Lovelace ${tag}`, email: `ada-${tag}@example.com` });
    const grace = await createTestUser(db, { name: `Grace Hopper`, email: `grace.${tag}@Navy.example` });
    const pct = await createTestUser(db, { name: `Discount 100%-${tag}`, email: `p-${tag}@example.com` });
    const near = await createTestUser(db, { name: `Discount 100x-${tag}`, email: `q-${tag}@example.com` });

    const ids = async (q: string) => (await listUsers({ ctx, input: { q } })).map((u) => u.id).sort();
    expect(await ids(`ADA LOVELACE ${tag.toUpperCase()}`)).toEqual([ada.id]);
    expect(await ids(`GRACE.${tag.toUpperCase()}@navy`)).toEqual([grace.id]);
    expect(await ids(tag)).toEqual([ada.id, grace.id, pct.id, near.id].sort());
    expect(await ids(`100%-${tag}`)).toEqual([pct.id]);
    expect(await ids(`no-such-user-${tag}`)).toEqual([]);
  });

  it("matches a one- or two-character query at the start of a word of the name or of the email, literally", async () => {
    const admin = await createTestUser(db, { role: "admin" });
    const ctx = makeUserCtx(db, admin.id, { role: "admin", clock: fixedClock(NOW) });
    const tag = randomUUID().slice(0, 8);
    const alan = await createTestUser(db, { name: "Alan Turing", email: `turing-${tag}@example.com` });
    const donald = await createTestUser(db, { name: "Donald Knuth", email: `knuth-${tag}@example.com` });
    const alice = await createTestUser(db, { name: "Ms Liddell", email: `al-${tag}@example.com` });
    const dotted = await createTestUser(db, { name: "J. R. Hacker", email: `jr-${tag}@example.com` });
    const mine = new Set([alan.id, donald.id, alice.id, dotted.id]);
    // Other files share CI's database: only this test's users are compared.
    const ids = async (q: string) => (await listUsers({ ctx, input: { q } })).map((u) => u.id).filter((id) => mine.has(id)).sort();

    expect(await ids("al")).toEqual([alan.id, alice.id].sort());
    expect(await ids("TU")).toEqual([alan.id]);
    expect(await ids("k")).toEqual([donald.id]);
    expect(await ids("ld")).toEqual([]);
    expect(await ids("r.")).toEqual([dotted.id]);
    expect(await ids(".")).toEqual([]);
    // Three characters and more still match anywhere.
    expect(await ids("ald")).toEqual([donald.id]);
  });

  it("returns snake_case users with trial days computed from the clock", async () => {
    const admin = await createTestUser(db, { role: "admin" });
    const user = await createTestUser(db, { name: `Trial ${randomUUID()}`, trialEndsAt: new Date(NOW.getTime() + 3 * DAY_MS) });
    const ctx = makeUserCtx(db, admin.id, { role: "admin", clock: fixedClock(NOW) });
    const list = AdminUserList.parse(await listUsers({ ctx, input: { q: user.name ?? "" } }));
    expect(list).toHaveLength(1);
    expect(Object.keys(list[0] ?? {}).sort()).toEqual(
      ["created_at", "email", "id", "is_active", "last_login", "name", "picture", "role", "subscription_plan", "trial_days_remaining", "trial_ends_at"].sort(),
    );
    expect(list[0]).toMatchObject({ id: user.id, subscription_plan: "free", trial_days_remaining: 3, is_active: true, role: "user" });
  });

  it("pages newest first with limit and offset, ties broken by id, and rejects a page size over 1000", async () => {
    const tag = randomUUID().slice(0, 8);
    const { token } = await signedInUser(db, { role: "admin" });
    const admin = await makeCaller(db, token);
    const joined = new Date("2026-03-01T00:00:00Z");
    const made = [];
    for (const [i, at] of [ago(3), joined, joined, ago(1)].entries()) made.push(await createTestUser(db, { name: `Pager ${i} ${tag}`, createdAt: at }));
    const [older, tieA, tieB, newest] = made.map((u) => u.id);
    const ties = [tieA, tieB].sort().reverse();
    const page = async (limit: number, offset: number) => (await admin.admin.users({ q: tag, limit, offset })).map((u) => u.id);
    expect(await page(2, 0)).toEqual([newest, older]);
    expect(await page(2, 2)).toEqual(ties);
    expect(await page(1000, 3)).toEqual([ties[1]]);
    expect((await admin.admin.users({ q: tag })).map((u) => u.id)).toEqual([newest, older, ...ties]);
    await expect(admin.admin.users({ limit: 1001 })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("is refused to non-admins (FORBIDDEN) and to anonymous callers (UNAUTHORIZED) through the router", async () => {
    const { token } = await signedInUser(db);
    const member = await makeCaller(db, token);
    await expect(member.admin.users({})).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(member.admin.stats()).rejects.toMatchObject({ code: "FORBIDDEN" });
    const anonymous = await makeCaller(db, null);
    await expect(anonymous.admin.users({})).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(anonymous.admin.stats()).rejects.toMatchObject({ code: "UNAUTHORIZED" });

    const tag = randomUUID();
    const { token: adminToken } = await signedInUser(db, { role: "admin", name: `Root ${tag}` });
    const admin = await makeCaller(db, adminToken);
    expect((await admin.admin.users({ q: tag })).map((u) => u.name)).toEqual([`Root ${tag}`]);
    expect(AdminStatsResponse.safeParse(await admin.admin.stats()).success).toBe(true);
  });
});

describe("admin stats", () => {
  it("counts users by plan and trial state and applies the docs/product.md#admin formulas", async () => {
    await inRolledBackTransaction(db, async (tx) => {
      const admin = await createTestUser(tx, { role: "admin", lastLogin: ago(100), trialEndsAt: null });
      const ctx = makeUserCtx(tx, admin.id, { role: "admin", clock: fixedClock(NOW) });
      const before = await getAdminStats({ ctx });

      await createTestUser(tx, { subscriptionPlan: "pro", trialEndsAt: ago(30), lastLogin: ago(1) });
      await createTestUser(tx, { subscriptionPlan: "pro", trialEndsAt: null, lastLogin: ago(45) });
      await createTestUser(tx, { trialEndsAt: ahead(5), lastLogin: ago(2) });
      await createTestUser(tx, { trialEndsAt: ahead(13), lastLogin: ago(31) });
      await createTestUser(tx, { trialEndsAt: ahead(1), lastLogin: ago(1), isActive: false });
      await createTestUser(tx, { trialEndsAt: ago(1), lastLogin: ago(29) });
      await createTestUser(tx, { trialEndsAt: NOW, lastLogin: null });
      await createTestUser(tx, { trialEndsAt: null, lastLogin: null });

      const after = AdminStatsResponse.parse(await getAdminStats({ ctx }));
      expect({
        total_users: after.total_users - before.total_users,
        pro_users: after.pro_users - before.pro_users,
        active_trials: after.active_trials - before.active_trials,
        expired_trials: after.expired_trials - before.expired_trials,
        active_users: after.active_users - before.active_users,
      }).toEqual({ total_users: 8, pro_users: 2, active_trials: 3, expired_trials: 3, active_users: 3 });

      // Every user is pro, on an active trial or past it.
      expect(after.active_trials + after.expired_trials + after.pro_users).toBe(after.total_users);
      expect(after.conversion_rate).toBe(percent(after.pro_users, after.total_users));
      expect(after.trial_completion).toBe(percent(after.pro_users, after.active_trials + after.expired_trials + after.pro_users));
      expect(after.conversion_rate).toBeGreaterThan(0);
    });
  });

  it("follows Stripe: a paid subscription counts as Pro, its cancellation as an expired trial again", async () => {
    await inRolledBackTransaction(db, async (tx) => {
      const clock = fixedClock(NOW);
      const admin = await createTestUser(tx, { role: "admin" });
      const ctx = makeUserCtx(tx, admin.id, { role: "admin", clock });
      const stripe = new FakeBilling();
      const deliver = (type: string, object: BillingSubscription) =>
        applyBillingEvent({ ctx: webhookContext(testDeps(tx, { clock }), silentLogger), billing: stripe, event: { id: `evt_${randomUUID()}`, type, created: NOW, kind: "subscription", object: structuredClone(object) } });

      const s0 = await getAdminStats({ ctx });
      const user = await createTestUser(tx, { trialEndsAt: ago(2) });
      const s1 = await getAdminStats({ ctx });
      const sub: BillingSubscription = {
        id: `sub_${randomUUID()}`,
        customerId: `cus_${randomUUID()}`,
        status: "active",
        userId: user.id,
        priceId: "price_pro",
        currentPeriodEnd: ahead(30),
        cancelAtPeriodEnd: false,
        cancelAt: null,
        endedAt: null,
        created: NOW,
      };
      stripe.subscriptions.set(sub.id, sub);
      expect(await deliver("customer.subscription.created", sub)).toBe("applied");
      const s2 = await getAdminStats({ ctx });
      Object.assign(sub, { status: "canceled", endedAt: NOW });
      expect(await deliver("customer.subscription.deleted", sub)).toBe("applied");
      const s3 = await getAdminStats({ ctx });

      const delta = (a: typeof s0, b: typeof s0) => ({ total: b.total_users - a.total_users, pro: b.pro_users - a.pro_users, expired: b.expired_trials - a.expired_trials, active: b.active_trials - a.active_trials });
      expect(delta(s0, s1)).toEqual({ total: 1, pro: 0, expired: 1, active: 0 });
      expect(delta(s1, s2)).toEqual({ total: 0, pro: 1, expired: -1, active: 0 });
      expect(delta(s2, s3)).toEqual({ total: 0, pro: -1, expired: 1, active: 0 });
      expect(s2.conversion_rate).toBe(percent(s2.pro_users, s2.total_users));
      expect(s2.conversion_rate).toBeGreaterThan(s1.conversion_rate);
      expect(s2.trial_completion).toBe(percent(s2.pro_users, s2.active_trials + s2.expired_trials + s2.pro_users));
    });
  });

  it("moves a user from active to expired trials as the clock passes the trial end", async () => {
    await inRolledBackTransaction(db, async (tx) => {
      const admin = await createTestUser(tx, { role: "admin" });
      // An instant no other test's trial ends near, so the flip below is this user's alone.
      const start = new Date("2031-03-07T05:43:21.123Z");
      const clock = fixedClock(start);
      const ctx = makeUserCtx(tx, admin.id, { role: "admin", clock });
      const s1 = await getAdminStats({ ctx });
      await createTestUser(tx, { trialEndsAt: new Date(start.getTime() + 2 * DAY_MS) });
      const s2 = await getAdminStats({ ctx });
      clock.advance(3 * DAY_MS);
      const s3 = await getAdminStats({ ctx });
      expect(s2.active_trials - s1.active_trials).toBe(1);
      expect(s3.active_trials - s2.active_trials).toBe(-1);
      expect(s3.expired_trials - s2.expired_trials).toBe(1);
      expect(s3.total_users).toBe(s2.total_users);
    });
  });
});
