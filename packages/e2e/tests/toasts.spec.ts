import { expect, test, type Page } from "@playwright/test";

/**
 * docs/product.md#screens-and-routes toasts: top-right, at most 3 visible at once, each gone after about 4 seconds.
 * Triggered through the UI: create an API token ("Token created"), then press its Copy button five
 * times in a row ("Token copied to clipboard" each time): six toasts within a second.
 */

const toasts = (page: Page) => page.locator("[data-sonner-toast]");
const visibleToasts = (page: Page) => page.locator("[data-sonner-toast][data-visible='true']");

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

test("at most 3 toasts show at once, top-right, and each leaves after about 4 s", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: /sign in/i }).first().click();
  await page.getByRole("button", { name: /Ada Lovelace/ }).click();
  await page.waitForURL((url) => url.pathname === "/dashboard");
  await page.goto("/settings");

  const name = `E2E toasts ${Date.now()}`;
  await page.getByLabel("Token name").fill(name);
  await page.getByRole("button", { name: "Create token" }).click();
  const copy = page.getByRole("button", { name: "Copy token" });
  await expect(copy).toBeVisible();

  // Five presses in one go (the button's own click handler, in the page: a busy machine cannot spread
  // Playwright's separate clicks over the toasts' lifetime).
  await copy.evaluate((button: HTMLElement) => {
    for (let i = 0; i < 5; i++) button.click();
  });

  // Five copy toasts (plus "Token created") were raised; sonner keeps the extras stacked but hidden.
  await expect(toasts(page).filter({ hasText: "Token copied to clipboard" })).toHaveCount(5);
  await expect(visibleToasts(page)).toHaveCount(3);

  // Top-right: the outlet says so, and the newest toast sits in the top-right corner of the viewport.
  const toaster = page.locator("[data-sonner-toaster]");
  await expect(toaster).toHaveAttribute("data-y-position", "top");
  await expect(toaster).toHaveAttribute("data-x-position", "right");
  const viewport = page.viewportSize();
  const box = await toasts(page).first().boundingBox();
  expect(viewport).not.toBeNull();
  expect(box).not.toBeNull();
  if (viewport && box) {
    expect(box.y).toBeLessThan(viewport.height / 4);
    expect(box.x + box.width).toBeGreaterThan(viewport.width * 0.75);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  }

  // Keep the pointer off the stack (hovering pauses sonner's timers), then time the newest toast out.
  await page.mouse.move(10, viewport ? viewport.height - 10 : 500);
  const newest = toasts(page).first();
  await expect(newest).toContainText("Token copied to clipboard");
  const shownAt = Date.now();
  await expect(newest).toBeHidden({ timeout: 8_000 });
  const lived = Date.now() - shownAt;
  expect(lived).toBeGreaterThan(2_500);
  expect(lived).toBeLessThan(6_000);
  await expect(toasts(page)).toHaveCount(0, { timeout: 8_000 });

  // Leave no token behind.
  await page.getByRole("button", { name: `Revoke token ${name}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Revoke token" }).click();
  await expect(page.getByRole("button", { name: `Revoke token ${name}` })).toHaveCount(0);
});
