import { expect, test, type Page } from "@playwright/test";

/* Search (issue #6): a phrase said in a seeded meeting, highlighted, linking into the transcript; the participant filter. */

async function signInAsAda(page: Page) {
  await page.goto("/");
  await page.getByRole("link", { name: /sign in/i }).or(page.getByRole("button", { name: /sign in/i })).first().click();
  await page.getByRole("button", { name: /Ada Lovelace/ }).click();
  await page.waitForURL((url) => url.pathname === "/dashboard");
}

const results = (page: Page) => page.getByRole("list", { name: "Search results" }).getByRole("listitem").filter({ has: page.getByRole("heading") });

test("Ada finds what was said about push notifications, narrows by participant, and opens the transcript at that second", async ({ page }) => {
  // Sign-in, three searches and a page change: more than the default 30 s on a busy runner.
  test.setTimeout(90_000);
  await signInAsAda(page);
  await page.goto("/search");
  await page.getByLabel("Search meetings").fill("push notifications android");
  await page.waitForURL((url) => url.searchParams.get("q") === "push notifications android");

  const card = results(page).filter({ hasText: "Weekly product sync" });
  await expect(card).toHaveCount(1);
  const match = card.getByRole("link", { name: /Marcus Lee.*0:40.*notifications arrive late/ });
  await expect(match).toHaveAttribute("href", /^\/meetings\/[0-9a-f-]+#t=40$/);
  await expect(match.locator("mark")).toHaveText([/notifications/i, /push/i, /android/i]);

  await page.getByLabel("Participant").fill("nobody-by-this-name");
  await page.waitForURL((url) => url.searchParams.get("participant") === "nobody-by-this-name");
  await expect(page.getByText("No meetings match “push notifications android”")).toBeVisible();

  await page.getByLabel("Participant").fill("marcus");
  await page.waitForURL((url) => url.searchParams.get("participant") === "marcus");
  await expect(card).toHaveCount(1);

  const href = await match.getAttribute("href");
  await match.click();
  await page.waitForURL((url) => `${url.pathname}${url.hash}` === href);
  await expect(page.getByRole("heading", { name: "Weekly product sync" })).toBeVisible();
});
