import { expect, test, type Page } from "@playwright/test";

const APP = "http://localhost:3000";
const SANDBOX_AUTHORIZE = /^http:\/\/localhost:4010\/o\/oauth2\/v2\/auth/;

/** Waits until the page is on `pathname` of the app (any query string, e.g. a callbackUrl, is fine). */
async function waitForAppPath(page: Page, pathname: string) {
  await page.waitForURL((url) => url.origin === APP && url.pathname === pathname);
}

function signInControl(page: Page) {
  return page.getByRole("button", { name: /sign in/i }).or(page.getByRole("link", { name: /sign in/i })).first();
}

test("Ada signs in with the sandbox Google account picker, sees her dashboard, and signs out", async ({ page }) => {
  await page.goto("/");
  await expect(signInControl(page)).toBeVisible();

  await signInControl(page).click();
  await page.waitForURL(SANDBOX_AUTHORIZE);
  const ada = page.getByRole("button", { name: /Ada Lovelace/ });
  await expect(ada).toBeVisible();
  await expect(page.getByText("ada@understudy.test")).toBeVisible();

  await ada.click();
  await waitForAppPath(page, "/dashboard");
  await expect(page.getByRole("heading", { name: /\bAda\b/ }).first()).toBeVisible();

  await page.getByRole("button", { name: /sign out/i }).click();
  await waitForAppPath(page, "/");
  await expect(signInControl(page)).toBeVisible();

  // The session is gone: the dashboard sends the visitor back to the landing page.
  await page.goto("/dashboard");
  await waitForAppPath(page, "/");
  await expect(signInControl(page)).toBeVisible();
});

test("an anonymous visit to /dashboard lands on the landing page", async ({ page }) => {
  await page.goto("/dashboard");
  await waitForAppPath(page, "/");
  await expect(signInControl(page)).toBeVisible();
});
