import type { BrowserContext, Page } from "@playwright/test";

export type DemoUser = "Ada Lovelace" | "Alan Turing" | "Katherine Johnson";
export type Cookies = Awaited<ReturnType<BrowserContext["cookies"]>>;

/** Signs in through the sandbox's Google account picker and lands on the dashboard; returns the sandbox's origin (the picker's). */
export async function signInAs(page: Page, who: DemoUser): Promise<string> {
  await page.goto("/");
  await page.getByRole("link", { name: /sign in/i }).first().click();
  const picker = page.getByRole("button", { name: new RegExp(who) });
  await picker.waitFor();
  const sandbox = new URL(page.url()).origin;
  await picker.click();
  await page.waitForURL((url) => url.pathname === "/dashboard");
  return sandbox;
}

/** One sign-in's cookies, for specs that visit many pages as the same user without signing in for each. */
export async function sessionCookies(context: BrowserContext, who: DemoUser): Promise<Cookies> {
  const page = await context.newPage();
  await signInAs(page, who);
  const cookies = await context.cookies();
  await page.close();
  return cookies;
}
