import { randomUUID } from "node:crypto";
import { sandboxGoogleEnv } from "@understudy/services/testing/sandbox-env";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, botSessions, googleConnections, payments, subscriptions, users } from "@understudy/db/schema";
import { createTestMeeting, createTestNotification } from "@understudy/db/test";
import { grantConsent } from "@understudy/sandbox";
import { fixedClock } from "@understudy/services/clock";
import { createAppDeps, type AppDeps } from "@understudy/services/deps";
import { handleGoogleCallback, tokenContext } from "@understudy/services/google";
import { silentLogger } from "@understudy/services/logger";
import { PAID_CARD, payHostedCheckout, startBillingRig, type BillingRig } from "@understudy/services/testing/billing";
import { eventually, startBotRig, type BotRig } from "@understudy/services/testing/bots";
import { sandboxControl } from "@understudy/services/testing/google";
import { connectTestDb, makeCaller, signedInUser, startRestServer } from "../support/helpers";
import { expectDetail, restClient, type RestCall } from "../support/rest-client";
import { rowsHolding, userIdColumns } from "./user-columns";

const { db, close } = connectTestDb();
const clock = fixedClock(new Date());
let bots: BotRig;
let billing: BillingRig;
let deps: AppDeps;
let server: { url: string; close(): Promise<void> };
let rest: RestCall;

beforeAll(async () => {
  [bots, billing] = await Promise.all([startBotRig(db), startBillingRig(db, clock)]);
  const sandbox = bots.sandbox;
  const google = createAppDeps({
    db,
    clock,
    jobs: bots.jobs,
    env: sandboxGoogleEnv(sandbox, { AUTH_GOOGLE_ID: "understudy-delete-test", AUTH_GOOGLE_SECRET: "delete-test-secret" }),
  });
  deps = { ...bots.appDeps, google: google.google, cipher: google.cipher, billing: billing.billing, clock };
  server = await startRestServer(db, clock, deps);
  rest = restClient(server.url);
});
afterAll(async () => {
  await server.close();
  await Promise.all([bots.close(), billing.close()]);
  await close();
});

/** A user who has used everything: Google, Pro at Stripe, a bot that recorded a meeting, an API token. */
async function busyUser() {
  const { user, token } = await signedInUser(db);
  const caller = await makeCaller(db, token, clock, deps);
  await db.insert(accounts).values({ userId: user.id, type: "oidc", provider: "google", providerAccountId: `sub-${user.id}` });
  const apiToken = await caller.apiTokens.create({ name: "cli" });

  const email = `delete-${randomUUID()}@example.com`;
  await sandboxControl(bots.sandbox).seedCalendar(email, "empty");
  const redirect = await grantConsent((await caller.google.authUrl()).auth_url, email);
  const headers = new Headers({ authorization: `Bearer ${token}` });
  expect(await handleGoogleCallback({ deps, log: silentLogger, headers, query: redirect.searchParams })).toMatchObject({ ok: true });

  const { checkout_url, session_id } = await caller.subscription.checkout({ plan_id: "pro" });
  expect(await payHostedCheckout(checkout_url, PAID_CARD)).toBe(303);
  expect(await caller.subscription.confirmCheckout({ session_id })).toMatchObject({ current_plan: { id: "pro" } });

  const meeting = await createTestMeeting(db, user.id, { meetingUrl: "https://meet.google.com/abc-defg-hij" });
  const deployed = await caller.bots.deploy({ meeting_url: "https://meet.google.com/abc-defg-hij", meeting_id: meeting.id });
  const session = await eventually(
    async () => (await db.select().from(botSessions).where(eq(botSessions.id, deployed.session_id)))[0],
    (s) => s?.providerStatus === "done",
  );
  await createTestNotification(db, user.id);
  return { user, token, apiToken: apiToken.token, caller, email, botId: session?.providerBotId ?? "" };
}

const refreshAtGoogle = (refreshToken: string) =>
  fetch(`${bots.sandbox.url}/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ grant_type: "refresh_token", refresh_token: refreshToken, client_id: "understudy-delete-test", client_secret: "delete-test-secret" }),
  });

describe("DELETE /api/account", () => {
  it("finds the columns that hold user ids in the catalog, payments among them", async () => {
    const columns = (await userIdColumns(db)).map((c) => `${c.table}.${c.column}`);
    expect(columns).toEqual(expect.arrayContaining(["sessions.user_id", "meetings.user_id", "payments.user_id", "transcript_segments.user_id"]));
    expect(columns.length).toBeGreaterThanOrEqual(15);
  });

  it("needs a signed-in user and the typed confirmation", async () => {
    expectDetail(await rest("DELETE", "/account?confirm=delete%20my%20account"), 401, "Not authenticated");
    const { user, token } = await signedInUser(db);
    expectDetail(await rest("DELETE", "/account", { token }), 422, 'To delete your account, confirm with "delete my account"');
    expectDetail(await rest("DELETE", "/account?confirm=yes", { token }), 422, 'To delete your account, confirm with "delete my account"');
    expect(await db.select({ id: users.id }).from(users).where(eq(users.id, user.id))).toHaveLength(1);
  });

  it("cancels at Stripe, deletes the bot's recording at the provider, revokes Google, and leaves no row holding the user's id", async () => {
    const { user, token, apiToken, botId } = await busyUser();
    const [google] = await db.select().from(googleConnections).where(eq(googleConnections.userId, user.id));
    const refreshToken = deps.cipher?.decrypt(google?.refreshTokenEnc ?? "", tokenContext.refresh(user.id)) ?? "";
    expect((await refreshAtGoogle(refreshToken)).status).toBe(200);
    const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    const [payment] = await db.select().from(payments).where(eq(payments.userId, user.id));
    expect(payment).toBeDefined();
    const before = await rowsHolding(db, user.id);
    expect(Object.values(before).filter((n) => n > 0).length).toBeGreaterThanOrEqual(10);

    const res = await rest("DELETE", "/account?confirm=Delete%20my%20account", { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Your account and everything in it has been deleted", google_revoked: true, subscription_cancelled: true, bot_recordings_deleted: 1, bot_recordings_pending: 0 });
    expect(res.headers.getSetCookie().some((c) => c.startsWith("authjs.session-token=;"))).toBe(true);

    // Nothing of the user in any table, found by walking the catalog.
    const after = await rowsHolding(db, user.id);
    expect(Object.entries(after).filter(([, n]) => n > 0)).toEqual([]);
    // The invoice record stays for the books, detached from the profile.
    const [kept] = await db.select().from(payments).where(eq(payments.id, payment?.id ?? ""));
    expect(kept).toMatchObject({ userId: null, stripeInvoiceId: payment?.stripeInvoiceId, amountCents: payment?.amountCents });

    // Outside: Stripe stops renewing, the provider's recording is gone, Google's grant is revoked.
    const atStripe = await billing.stripe("GET", `/v1/subscriptions/${subscription?.stripeSubscriptionId ?? ""}`);
    expect(atStripe).toMatchObject({ cancel_at_period_end: true, status: "active" });
    const bot = (await bots.control("GET", `/__sandbox/bots/${botId}`)) as { media_deleted_at: string | null };
    expect(bot.media_deleted_at).not.toBeNull();
    expect(await bots.provider.getTranscript(botId)).toEqual([]);
    expect((await refreshAtGoogle(refreshToken)).status).toBe(400);

    // Every sign-in ends, and the same Google account signing in again finds nothing to attach to.
    await expect((await makeCaller(db, token, clock, deps)).auth.me()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect((await makeCaller(db, apiToken, clock, deps)).auth.me()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    expect(await db.select().from(accounts).where(eq(accounts.providerAccountId, `sub-${user.id}`))).toEqual([]);
    expect(await db.select().from(users).where(eq(users.email, user.email))).toEqual([]);

    // Stripe's webhooks about the cancelled subscription of a deleted user are taken, not failed.
    await billing.flush();
    expect(billing.responses.filter((r) => r.status >= 500)).toEqual([]);
  });
});
