import { expect, test, type Page } from "@playwright/test";

/**
 * Billing end to end against the sandbox's Stripe: a new account starts its trial, a declined card
 * changes nothing, the paid test card makes it Pro with a payment, the portal cancels at period end,
 * and moving Stripe's clock past the period downgrades it.
 */

async function signUp(page: Page, email: string, name: string) {
  await page.goto("/");
  await page.getByRole("link", { name: /sign in/i }).first().click();
  await page.getByText("Use another account").click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Name").fill(name);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.waitForURL((url) => url.pathname === "/dashboard");
}

async function payWith(page: Page, card: string) {
  await page.getByLabel("Card number").fill(card);
  await page.getByLabel("Expiration").fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: "Subscribe" }).click();
}

/** The Current Plan card's title (the plan cards below use h3). */
const currentPlan = (page: Page) => page.getByRole("heading", { level: 2, name: /^(Free Trial|Pro)$/ });

/** Clicks until the client has hydrated and the click navigates. */
async function clickUntilUrl(page: Page, click: () => Promise<void>, url: RegExp) {
  await expect(async () => {
    if (!url.test(page.url())) await click();
    await page.waitForURL(url, { timeout: 5_000 });
  }).toPass({ intervals: [500, 1_000, 2_000], timeout: 30_000 });
}

test("trial → declined card → paid upgrade → Pro with a payment → cancel in the portal → downgraded at period end", async ({ page }) => {
  test.setTimeout(180_000);
  const email = `billing-${Date.now()}@e2e.understudy.test`;
  await signUp(page, email, "Bea Billing");

  await page.goto("/subscription");
  await expect(currentPlan(page)).toHaveText("Free Trial");
  await expect(page.getByText("14 of 14 days")).toBeVisible();

  // A declined card: Stripe's page says so, and going back leaves the trial as it was.
  await clickUntilUrl(page, () => page.getByRole("button", { name: "Upgrade to Pro" }).first().click(), /\/c\/pay\/cs_test_/);
  const sandbox = new URL(page.url()).origin;
  await expect(page.getByText("$29.99").first()).toBeVisible();
  await payWith(page, "4000 0000 0000 0002");
  await expect(page.getByRole("alert")).toHaveText("Your card was declined.");
  await page.getByRole("link", { name: "← Back" }).click();
  await page.waitForURL((url) => url.pathname === "/subscription");
  await expect(page.getByText("Checkout cancelled. You are still on your current plan.")).toBeVisible({ timeout: 30_000 });
  await expect(currentPlan(page)).toHaveText("Free Trial");

  // The paid test card: back on /subscription, Pro within seconds, with the payment listed.
  await clickUntilUrl(page, () => page.getByRole("button", { name: "Upgrade to Pro" }).first().click(), /\/c\/pay\/cs_test_/);
  await payWith(page, "4242 4242 4242 4242");
  await page.waitForURL((url) => url.pathname === "/subscription");
  // The page confirms the session with the server once it has hydrated; webhooks may land before or after.
  await expect(page.getByText("Welcome to Pro! Your subscription is active.")).toBeVisible({ timeout: 30_000 });
  await expect(currentPlan(page)).toHaveText("Pro");
  await expect(page.getByRole("complementary", { name: "Sidebar" }).getByText("Pro Plan")).toBeVisible();
  const history = page.getByRole("table");
  await expect(history.getByRole("row").filter({ hasText: "$29.99" })).toContainText("Paid");
  await expect(page).toHaveURL(/\/subscription$/);

  // The portal: cancel at period end; Pro stays until then.
  await clickUntilUrl(page, () => page.getByRole("button", { name: "Manage billing" }).click(), /\/p\/session\/bps_/);
  await page.getByRole("button", { name: "Cancel plan" }).click();
  await page.getByRole("button", { name: "Confirm cancellation" }).click();
  await expect(page.getByRole("status")).toContainText("Your plan will be canceled on");
  await page.getByRole("link", { name: /Return to/ }).click();
  await page.waitForURL((url) => url.pathname === "/subscription");
  await expect(page.getByText(/Your Pro plan ends on/)).toBeVisible();
  await expect(currentPlan(page)).toHaveText("Pro");

  // Stripe's clock passes the period end: Stripe cancels, the webhook downgrades.
  const advanced = await page.request.post(`${sandbox}/__sandbox/stripe/clock`, { data: { advance_seconds: 32 * 86_400 } });
  expect(advanced.ok()).toBe(true);
  await page.request.post(`${sandbox}/__sandbox/stripe/webhooks/flush`);
  await expect(async () => {
    await page.reload();
    await expect(currentPlan(page)).toHaveText("Free Trial", { timeout: 10_000 });
  }).toPass({ timeout: 45_000 });
  await expect(page.getByRole("complementary", { name: "Sidebar" }).getByText("Free Trial")).toBeVisible();
  await expect(page.getByText(/Your Pro plan ends on/)).toHaveCount(0);
  await expect(history.getByRole("row").filter({ hasText: "$29.99" })).toContainText("Paid");
});
