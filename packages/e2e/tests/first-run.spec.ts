import { expect, test, type Page } from "@playwright/test";

/**
 * A brand-new account follows the dashboard's first-run guide (issue #34): skips Google, saves what the stand-in
 * covers, keeps content until deleted (preselected), starts the sandbox's practice run and opens its meeting; the
 * guide can be closed and resumed with its progress, at phone width; the practice meeting then has its summary
 * well within the five minutes from sign-in (the launcher plays sandbox meetings 10× faster).
 */

async function signUp(page: Page, name: string) {
  await page.goto("/");
  await page.getByRole("link", { name: /sign in/i }).first().click();
  await page.getByText("Use another account").click();
  await page.getByLabel("Email").fill(`first-day-${Date.now()}@example.com`);
  await page.getByLabel("Name").fill(name);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.waitForURL((url) => url.pathname === "/dashboard");
}

test("a new account is guided from the dashboard to a practice run, and the guide resumes where it was", async ({ page }) => {
  test.setTimeout(300_000);
  const signedUpAt = Date.now();
  await page.setViewportSize({ width: 375, height: 812 });
  await signUp(page, "Nora Newcomer");
  const guide = page.getByRole("region", { name: "Get started with Understudy" });
  await expect(guide).toBeVisible();
  await expect(guide.getByText(/0 of 4 done · 4 left/)).toBeVisible();

  // 1. Google: offered, skipped.
  await expect(guide.getByRole("button", { name: "Connect Google Calendar and Gmail" })).toBeVisible();
  await guide.getByRole("button", { name: "Skip for now" }).click();

  // 2. Coverage: the announcement quotes the owner's name.
  await expect(guide.getByRole("radio", { name: "All meetings with a link" })).toBeChecked();
  await expect(guide.locator("blockquote")).toContainText("standing in for Nora Newcomer");
  await guide.getByRole("button", { name: "Save and continue" }).click();

  // 3. Retention: keep until deleted is preselected.
  await expect(guide.getByRole("radio", { name: "Until I delete it (recommended)" })).toBeChecked();
  await expect(guide.getByRole("radio", { name: "30 days" })).not.toBeChecked();
  await guide.getByRole("button", { name: "Save and continue" }).click();
  await expect(guide.getByText(/2 of 4 done · 2 left/)).toBeVisible();

  // 4. Practice run: one click with the sandbox.
  await guide.getByRole("button", { name: "Start the practice run" }).click();
  const open = guide.getByRole("link", { name: "Open the practice meeting" });
  await expect(open).toBeVisible();
  const practicePath = (await open.getAttribute("href")) ?? "";
  expect(practicePath).toMatch(/^\/meetings\/[0-9a-f-]{36}$/);
  await expect(guide.getByText(/3 of 4 done · 1 left/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // Closed, it leaves what is left and a way back; resumed, Google (skipped) is the open step.
  await guide.getByRole("button", { name: "Close the guide" }).click();
  await expect(guide).toBeHidden();
  await expect(page.getByText("Getting started: 1 of 4 steps left.")).toBeVisible();
  await page.reload();
  await page.getByRole("button", { name: "Resume the guide" }).click();
  await expect(guide.getByRole("button", { name: "Connect Google Calendar and Gmail" })).toBeVisible();

  await page.goto(practicePath);
  await expect(page.getByRole("heading", { name: "Practice run with your stand-in" })).toBeVisible();

  // The practice call plays, ends, and its summary is made by the worker: the page shows it after a reload.
  await expect(async () => {
    await page.reload();
    await expect(page.getByText("Key points", { exact: true }).first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 240_000, intervals: [5_000] });
  await expect(page.getByText("Action items", { exact: true }).first()).toBeVisible();
  expect(Date.now() - signedUpAt).toBeLessThan(5 * 60_000);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
