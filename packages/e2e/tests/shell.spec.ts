import { expect, test, type BrowserContext, type Page } from "@playwright/test";

/** The authenticated shell: sidebar, plan badge, Upgrade, theme persistence, mobile menu, admin link. */

const NAV_LINKS = ["Dashboard", "Meetings", "Analytics", "Calendar", "Meeting Bots", "Subscription", "Settings", "Support"];

async function signInAs(page: Page, who: "Ada Lovelace" | "Alan Turing") {
  await page.goto("/");
  await page.getByRole("link", { name: /sign in/i }).first().click();
  await page.getByRole("button", { name: new RegExp(who) }).click();
  await page.waitForURL((url) => url.pathname === "/dashboard");
}

/**
 * Acts until `isDone`: a control rendered on the server does nothing until React has hydrated it, and the
 * test cannot see when that happens. Never acts again once the state is reached (a toggle must not flip back).
 */
async function actUntil(act: () => Promise<void>, isDone: () => Promise<boolean>) {
  await expect(async () => {
    if (!(await isDone())) await act();
    expect(await isDone()).toBe(true);
  }).toPass({ intervals: [500, 1_000, 2_000], timeout: 15_000 });
}

const hasClass = (page: Page, name: string) => () =>
  page.locator("html").evaluate((el, n) => el.classList.contains(n), name);

const sidebar = (page: Page) => page.getByRole("complementary", { name: "Sidebar" });
const mainNav = (page: Page) => sidebar(page).getByRole("navigation", { name: "Main" });

test.describe("as Ada (free trial, not an admin)", () => {
  // Sign in once through the sandbox picker; each test starts from a fresh context with that session cookie.
  let cookies: Awaited<ReturnType<BrowserContext["cookies"]>> = [];
  test.beforeAll(async ({ browser }, testInfo) => {
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    await signInAs(await context.newPage(), "Ada Lovelace");
    cookies = await context.cookies();
    await context.close();
  });

  test.beforeEach(async ({ context, page }) => {
    await context.addCookies(cookies);
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: /\bAda\b/ })).toBeVisible();
  });

  test("the sidebar lists the app's pages, marks the current one and has no Admin link", async ({ page }) => {
    const nav = mainNav(page);
    for (const name of NAV_LINKS) await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Admin" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Admin", exact: true })).toHaveCount(0);

    await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Meetings" })).not.toHaveAttribute("aria-current", "page");

    await expect(sidebar(page).getByText("Ada Lovelace")).toBeVisible();
    await expect(sidebar(page).getByText("ada@understudy.test")).toBeVisible();
  });

  test("the plan badge says Free Trial and Upgrade goes to /subscription", async ({ page }) => {
    await expect(sidebar(page).getByText("Free Trial", { exact: true })).toBeVisible();
    await expect(sidebar(page).getByText("Pro Plan", { exact: true })).toHaveCount(0);

    const upgrade = sidebar(page).getByRole("link", { name: "Upgrade", exact: true });
    await expect(upgrade).toHaveAttribute("href", "/subscription");
    await upgrade.click();
    await page.waitForURL((url) => url.pathname === "/subscription");
  });

  test("the header theme toggle switches light/dark and the choice survives a reload", async ({ page }) => {
    const html = page.locator("html");
    const toggle = page.getByRole("banner").getByRole("button", { name: "Toggle theme" });

    await expect(html).toHaveClass(/\bdark\b/); // dark is the default
    await actUntil(
      () => toggle.click({ timeout: 2_000 }),
      hasClass(page, "light"),
    );
    await expect(html).not.toHaveClass(/\bdark\b/);

    await page.reload();
    await expect(html).toHaveClass(/\blight\b/);
    // It comes with the server's first HTML: no script has to put it on <html> before the first paint.
    const served = await (await page.request.get(page.url())).text();
    expect(served).toMatch(/<html[^>]*\bclass="light"/);

    // The sidebar toggle switches it back, from the keyboard.
    const sidebarToggle = sidebar(page).getByRole("button", { name: "Toggle theme" });
    await actUntil(
      () => sidebarToggle.press("Enter", { timeout: 2_000 }),
      hasClass(page, "dark"),
    );
    await page.reload();
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(html).not.toHaveClass(/\blight\b/);
  });

  test("below 768 px the sidebar collapses into a menu button that opens it in a sheet", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(sidebar(page)).toBeHidden();

    const menu = page.getByRole("button", { name: "Open menu" });
    await expect(menu).toBeVisible();
    const sheet = page.getByRole("dialog", { name: "Navigation" });
    await actUntil(
      () => menu.click({ timeout: 2_000 }),
      () => sheet.isVisible(),
    );
    for (const name of NAV_LINKS) await expect(sheet.getByRole("link", { name, exact: true })).toBeVisible();
    await expect(sheet.getByText("Free Trial", { exact: true })).toBeVisible();
    await expect(sheet.getByRole("button", { name: /sign out/i })).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(menu).toBeHidden();
    await expect(sidebar(page)).toBeVisible();
  });

  test("a link whose page is slow to come shows a spinner until it does; on a phone the menu stays open meanwhile", async ({ page }) => {
    // Holds the next page's server answer (the router's RSC request) until the test lets it go.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === "/analytics" || url.pathname === "/support",
      async (route) => {
        if (route.request().headers().rsc) await held;
        await route.continue();
      },
    );

    const analytics = mainNav(page).getByRole("link", { name: "Analytics", exact: true });
    await analytics.click();
    await expect(analytics.getByRole("status")).toHaveText("Loading…");
    await expect(page).toHaveURL(/\/dashboard$/);
    release();
    await expect(page.getByRole("heading", { name: "Analytics", level: 1 })).toBeVisible();
    await expect(analytics.getByRole("status")).toHaveCount(0);

    let releasePhone: () => void = () => {};
    const heldPhone = new Promise<void>((resolve) => (releasePhone = resolve));
    await page.unrouteAll();
    await page.route(
      (url) => url.pathname === "/support",
      async (route) => {
        if (route.request().headers().rsc) await heldPhone;
        await route.continue();
      },
    );
    await page.setViewportSize({ width: 375, height: 812 });
    const sheet = page.getByRole("dialog", { name: "Navigation" });
    await actUntil(
      () => page.getByRole("button", { name: "Open menu" }).click({ timeout: 2_000 }),
      () => sheet.isVisible(),
    );
    const support = sheet.getByRole("link", { name: "Support", exact: true });
    await support.click();
    await expect(support.getByRole("status")).toHaveText("Loading…");
    await expect(sheet).toBeVisible();
    releasePhone();
    await expect(page.getByRole("heading", { name: "Support", level: 1 })).toBeVisible();
    await expect(sheet).toBeHidden();
  });

  test("on a phone the dashboard's stat cards keep each row's values on one line, whatever wraps", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const cards = page.getByRole("region", { name: "Meeting statistics" }).locator("[data-slot=card]");
    await expect(cards).toHaveCount(4);
    const box = async (card: number, part: string) => {
      const b = await cards.nth(card).locator(part).first().boundingBox();
      if (!b) throw new Error(`card ${card} has no visible ${part}`);
      return b;
    };
    const value = "[data-slot=card-content] > p:first-child";
    // The height of the text itself (the grid stretches its box to the row).
    const textHeight = (card: number, part: string) =>
      cards.nth(card).locator(part).first().evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return range.getBoundingClientRect().height;
      });
    // The second row is the case: "Summaries Generated" takes two lines at this width, its neighbour's title one (the
    // hints may wrap or not, depending on the grid's width; the values must line up either way).
    expect(await textHeight(3, "h2")).toBeGreaterThan(await textHeight(2, "h2"));
    for (const [left, right] of [[0, 1], [2, 3]] as const) {
      expect(Math.abs((await box(left, value)).y - (await box(right, value)).y), `row of cards ${left} and ${right}`).toBeLessThan(1);
    }
  });
});

test("as Alan (admin) the sidebar shows the Admin link", async ({ page }) => {
  await signInAs(page, "Alan Turing");
  const admin = mainNav(page).getByRole("link", { name: "Admin", exact: true });
  await expect(admin).toBeVisible();
  await expect(admin).toHaveAttribute("href", "/admin");
});
