import { expect, test, type BrowserContext, type Page } from "@playwright/test";

/** Analytics, Subscription, Settings (API tokens) and Admin, as a free-trial user, a Pro user and an admin. */

type Person = "Ada Lovelace" | "Grace Hopper" | "Alan Turing";

async function signInAs(page: Page, who: Person) {
  await page.goto("/");
  await page.getByRole("link", { name: /sign in/i }).first().click();
  await page.getByRole("button", { name: new RegExp(who) }).click();
  await page.waitForURL((url) => url.pathname === "/dashboard");
}

/** Signs in once through the sandbox picker; every test of the block starts with that session cookie. */
function signedInAs(who: Person) {
  let cookies: Awaited<ReturnType<BrowserContext["cookies"]>> = [];
  test.beforeAll(async ({ browser }, testInfo) => {
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    await signInAs(await context.newPage(), who);
    cookies = await context.cookies();
    await context.close();
  });
  test.beforeEach(async ({ context }) => {
    await context.addCookies(cookies);
  });
}

const heading = (page: Page, name: string) => page.getByRole("heading", { name, exact: true });
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

test.describe("as Ada (free trial)", () => {
  signedInAs("Ada Lovelace");

  test("analytics shows the metric cards, the Pro upsell in place of the charts, subscription status, usage and recent activity", async ({ page }) => {
    await page.goto("/analytics");
    await expect(heading(page, "Analytics")).toBeVisible();
    const metrics = page.getByRole("region", { name: "Key metrics" });
    for (const name of ["Total Meetings", "Attendance Rate", "Bot Attended", "AI Summaries"]) {
      await expect(metrics.getByRole("heading", { name, exact: true })).toBeVisible();
    }
    await expect(metrics.getByText(/\d+ this week/)).toBeVisible();
    await expect(metrics.getByRole("img", { name: /^(Up from|Down from|Same as) \d+ the week before$/ })).toBeVisible();
    await expect(metrics.getByText(/^\d+ completed$/)).toBeVisible();

    // Advanced analytics is Pro's: the server withholds the weekly and platform figures, the page offers the upgrade.
    const upsell = page.getByTestId("advanced-analytics-upsell");
    await expect(upsell.getByRole("heading", { name: "Advanced analytics" })).toBeVisible();
    await expect(upsell.getByText(/^Advanced analytics is part of the Pro plan\./)).toBeVisible();
    await expect(upsell.getByRole("link", { name: "Upgrade to Pro" })).toHaveAttribute("href", "/subscription");
    await expect(heading(page, "Meetings per Week")).toHaveCount(0);
    await expect(page.locator("table", { hasText: "Meetings per week, last 8 weeks" })).toHaveCount(0);
    await expect(heading(page, "Meeting Platforms")).toBeVisible();
    await expect(page.getByText("The platform breakdown is part of Pro.")).toBeVisible();
    await expect(page.getByText("Zoom", { exact: true })).toHaveCount(0);

    await expect(heading(page, "Subscription Status")).toBeVisible();
    await expect(page.getByText("Free Trial", { exact: true }).last()).toBeVisible();
    await expect(page.getByText(/^\d+ days? left$/).first()).toBeVisible();
    await expect(page.getByText(/^Trial ends /)).toBeVisible();
    await expect(page.getByRole("progressbar", { name: /^Trial ends / })).toBeVisible();
    await expect(page.getByRole("link", { name: "Upgrade to Pro" })).toHaveCount(2);
    for (const link of await page.getByRole("link", { name: "Upgrade to Pro" }).all()) await expect(link).toHaveAttribute("href", "/subscription");

    await expect(heading(page, "Usage Statistics")).toBeVisible();
    for (const name of ["Meeting Efficiency", "AI Coverage", "Bot Utilization"]) {
      await expect(page.getByRole("progressbar", { name })).toBeVisible();
    }

    await expect(heading(page, "Recent Activity")).toBeVisible();
    const recent = page.getByRole("link", { name: /(Scheduled|In Progress|Completed|Cancelled)$/ });
    await expect(recent.first()).toBeVisible();
    expect(await recent.count()).toBeLessThanOrEqual(5);
  });

  test("subscription shows the current plan, the plans, payment history and the upgrade block", async ({ page }) => {
    await page.goto("/subscription");
    await expect(heading(page, "Subscription Management")).toBeVisible();
    await expect(page.getByText("Free for 14 days")).toBeVisible();
    await expect(page.getByText("Active", { exact: true })).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Trial days remaining" })).toBeVisible();
    await expect(heading(page, "Available Plans")).toBeVisible();
    await expect(page.getByText("Most Popular")).toBeVisible();
    await expect(page.getByText(/Not included: Unlimited AI summaries/).first()).toBeAttached();
    await expect(heading(page, "Payment History")).toBeVisible();
    await expect(page.getByText("No payments yet")).toBeVisible();
    await expect(heading(page, "Upgrade to Pro - $29.99/month")).toBeVisible();

    // Upgrading leaves for the (sandbox) Stripe Checkout page; billing.spec.ts pays there.
    await page.getByRole("button", { name: "Upgrade Now" }).click();
    await page.waitForURL(/\/c\/pay\/cs_test_/);
  });

  test("settings creates a token, shows it once, lists it and revokes it", async ({ page }) => {
    await page.goto("/settings");
    await expect(heading(page, "Settings")).toBeVisible();
    await expect(page.getByText("Free Trial", { exact: true }).last()).toBeVisible();
    await expect(page.getByRole("link", { name: "Manage subscription" })).toHaveAttribute("href", "/subscription");
    await expect(page.getByText('curl -H "Authorization: Bearer <token>"')).toBeVisible();
    await expect(page.getByRole("link", { name: "API reference" })).toHaveAttribute("href", "/api/docs");
    // The list has loaded (so the page is hydrated) before we type.
    await expect(page.getByRole("list", { name: "API tokens" }).or(page.getByText("No API tokens yet"))).toBeVisible();

    // An empty name is refused before anything is sent.
    await page.getByRole("button", { name: "Create token" }).click();
    await expect(page.getByText("Enter a name for the token")).toBeVisible();

    const name = `e2e token ${Date.now()}`;
    await page.getByLabel("Token name").fill(name);
    await page.getByRole("button", { name: "Create token" }).click();
    const secretField = page.getByLabel("New API token");
    await expect(secretField).toBeVisible();
    await expect(page.getByText(/won’t be shown again/)).toBeVisible();
    const secret = await secretField.inputValue();
    expect(secret.length).toBeGreaterThan(20);

    const row = page.getByRole("list", { name: "API tokens" }).getByRole("listitem").filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(row.getByText(`${secret.slice(0, 10)}…`)).toBeVisible();
    await expect(row.getByText("Never used")).toBeVisible();

    // Shown once: after a reload only the prefix remains.
    await page.reload();
    await expect(row).toBeVisible();
    await expect(page.getByLabel("New API token")).toHaveCount(0);
    await expect(page.getByText(secret)).toHaveCount(0);

    await row.getByRole("button", { name: /Revoke/ }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog.getByRole("heading", { name: `Revoke “${name}”?` })).toBeVisible();
    await dialog.getByRole("button", { name: "Revoke token" }).click();
    await expect(toast(page, "Token revoked")).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test("/admin is not for her", async ({ page }) => {
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Not authorized" })).toBeVisible();
    await expect(page.getByText("User Management")).toHaveCount(0);
  });
});

test.describe("as Grace (Pro)", () => {
  signedInAs("Grace Hopper");

  test("analytics and subscription show the Pro plan, her charts, her payment, and no upgrade offer", async ({ page }) => {
    await page.goto("/analytics");
    await expect(page.getByText("Pro Plan", { exact: true }).last()).toBeVisible();
    await expect(page.getByText("Unlimited AI summaries & Avatar feature")).toBeVisible();
    // Advanced analytics: the weekly chart (with its table for assistive tech) and the platform breakdown.
    await expect(heading(page, "Meetings per Week")).toBeVisible();
    await expect(page.locator("table", { hasText: "Meetings per week, last 8 weeks" }).locator("tbody tr")).toHaveCount(8);
    await expect(heading(page, "Meeting Platforms")).toBeVisible();
    await expect(page.getByText("Zoom", { exact: true })).toBeVisible();
    await expect(page.getByTestId("advanced-analytics-upsell")).toHaveCount(0);
    await expect(page.getByRole("link", { name: /Upgrade/ })).toHaveCount(0);

    await page.goto("/subscription");
    await expect(page.getByText("$29.99/month", { exact: true }).first()).toBeVisible();
    const history = page.getByRole("table");
    await expect(history.getByRole("row").filter({ hasText: "$29.99" }).getByText("Paid")).toBeVisible();
    await expect(page.getByRole("button", { name: "Current Plan" })).toBeDisabled();
    await expect(heading(page, "Upgrade to Pro - $29.99/month")).toHaveCount(0);
    await expect(page.getByRole("button", { name: /Upgrade/ })).toHaveCount(0);
  });
});

test.describe("as Alan (admin)", () => {
  signedInAs("Alan Turing");

  test("sees the stat cards, searches users, the system health and the platform statistics", async ({ page }) => {
    await page.goto("/admin");
    await expect(heading(page, "Admin Dashboard")).toBeVisible();
    const stats = page.getByRole("region", { name: "User statistics" });
    for (const name of ["Total Users", "Active Trials", "Pro Users", "Expired Trials"]) {
      await expect(stats.getByRole("heading", { name, exact: true })).toBeVisible();
    }

    const search = page.getByRole("searchbox", { name: "Search users by name or email" });
    // Newest first, a page at a time: the demo accounts may be on a later page after other runs' sign-ups.
    await search.fill("GRACE");
    await page.waitForURL((url) => url.searchParams.get("q") === "GRACE");
    await expect(page.getByText("grace@understudy.test")).toBeVisible();
    await expect(page.getByText("Grace Hopper")).toBeVisible();
    await expect(page.getByText("ada@understudy.test")).toHaveCount(0);
    await search.fill("understudy.test");
    await expect(page.getByText("ada@understudy.test")).toBeVisible();
    await expect(page.getByText("alan@understudy.test").last()).toBeVisible();
    await search.fill("zz-no-such-user-zz");
    await expect(page.getByText('No users found matching "zz-no-such-user-zz"')).toBeVisible();
    // The search is in the URL: a reload is rendered by the server with it.
    await page.reload();
    await expect(search).toHaveValue("zz-no-such-user-zz");
    await expect(page.getByText('No users found matching "zz-no-such-user-zz"')).toBeVisible();

    await expect(heading(page, "System Health")).toBeVisible();
    await expect(page.getByText("API Status")).toBeVisible();
    await expect(page.getByText("Operational")).toBeVisible();
    await expect(page.getByText(/^Healthy/)).toBeVisible();
    await expect(page.getByText("AI Services")).toBeVisible();

    await expect(heading(page, "Platform Statistics")).toBeVisible();
    for (const label of ["Conversion Rate", "Trial Completion", "Active Users", "Growing steadily"]) {
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }
  });
});
