import { expect, test, type Page } from "@playwright/test";

/**
 * Meeting Bots against the sandbox's scripted meetings (the launcher points the bot provider at the
 * sandbox when no key is set): deploy to a meeting where the owner never comes, watch the bot go
 * live, read the live transcript, terminate it, remove it. Refuses an unsupported link with the
 * server's detail. Status changes arrive by signed webhooks, so the list is refreshed until they show.
 */

async function signIn(page: Page) {
  await page.goto("/");
  await page.getByRole("link", { name: /sign in/i }).first().click();
  await page.getByRole("button", { name: /Ada Lovelace/ }).click();
  await page.waitForURL((url) => url.pathname === "/dashboard");
}

/** Deploys a bot to a fresh sandbox Meet link playing `scenario`; returns the session id from the toast. */
async function deploy(page: Page, scenario: string): Promise<string> {
  await page.getByRole("button", { name: "Deploy New Bot" }).click();
  const dialog = page.getByRole("dialog", { name: "Deploy New Bot" });
  const letters = (n: number) => Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");
  await dialog.getByLabel("Meeting URL *").fill(`https://meet.google.com/${letters(3)}-${letters(4)}-${letters(3)}?scenario=${scenario}`);
  await dialog.getByRole("button", { name: "Deploy Bot" }).click();
  const toast = page.getByText(/^Bot deployed successfully! Session: [0-9a-f-]{36}$/);
  await expect(toast).toBeVisible();
  return ((await toast.textContent()) ?? "").replace(/^.*Session: /, "");
}

async function refreshUntil(page: Page, check: () => Promise<void>) {
  await expect(async () => {
    await page.getByRole("button", { name: "Refresh bot sessions" }).click();
    await check();
  }).toPass({ timeout: 20_000, intervals: [500] });
}

test.describe("Meeting Bots", () => {
  test.setTimeout(90_000);

  test("refuses an unsupported link and keeps Deploy disabled without a URL", async ({ page }) => {
    await signIn(page);
    await page.goto("/bots");
    await page.getByRole("button", { name: "Deploy New Bot" }).click();
    const dialog = page.getByRole("dialog", { name: "Deploy New Bot" });
    await expect(dialog.getByText("Zoom, Google Meet and Microsoft Teams URLs are supported")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Deploy Bot" })).toBeDisabled();
    await dialog.getByLabel("Meeting URL *").fill("https://example.com/call/42");
    await dialog.getByRole("button", { name: "Deploy Bot" }).click();
    await expect(page.getByText("Unsupported meeting URL: Zoom, Google Meet and Microsoft Teams URLs are supported")).toBeVisible();
  });

  test("on a phone a bot's card keeps its name on one line and puts its buttons under it", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signIn(page);
    await page.goto("/bots");
    const sessionId = await deploy(page, "ends-early");
    const card = page.getByTestId("bot-session").filter({ hasText: sessionId.slice(0, 8) });
    const name = card.getByRole("heading", { name: "Ada Lovelace (via Understudy)" });
    await expect(name).toBeVisible();
    const title = await name.boundingBox();
    const details = await card.getByRole("button", { name: "View Details" }).boundingBox();
    if (!title || !details) throw new Error("the card's name or its View Details button is not laid out");
    // Beside the buttons the name had one letter's width and wrapped letter by letter (a 375 px screenshot showed it).
    expect(title.width).toBeGreaterThan(150);
    expect(title.height).toBeLessThan(40);
    expect(details.y).toBeGreaterThanOrEqual(title.y + title.height);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test("deploys a bot, watches it go live, reads the live transcript, terminates and removes it", async ({ page }) => {
    await signIn(page);
    await page.goto("/bots");
    await expect(page.getByRole("heading", { name: "How Meeting Bots work" })).toBeVisible();
    await expect(page.getByText("Bot waits 5 minutes for you to join")).toBeVisible();

    await page.getByRole("button", { name: "Deploy New Bot" }).click();
    const dialog = page.getByRole("dialog", { name: "Deploy New Bot" });
    // A fresh Meet code per run; no scenario slug in the link = the owner never comes.
    const letters = (n: number) => Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");
    await dialog.getByLabel("Meeting URL *").fill(`https://meet.google.com/${letters(3)}-${letters(4)}-${letters(3)}`);
    await dialog.getByRole("button", { name: "Deploy Bot" }).click();
    const toast = page.getByText(/^Bot deployed successfully! Session: [0-9a-f-]{36}$/);
    await expect(toast).toBeVisible();
    const sessionId = ((await toast.textContent()) ?? "").replace(/^.*Session: /, "");

    const card = page.getByTestId("bot-session").filter({ hasText: sessionId.slice(0, 8) });
    await expect(card.getByText("Ada Lovelace (via Understudy)")).toBeVisible();
    // No Refresh: while a session is live the list polls on its own, so the webhook's Recording shows within seconds.
    await expect(card.getByText("Recording", { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(card.getByText("Live", { exact: true })).toBeVisible();

    await card.getByRole("button", { name: "View Details" }).click();
    const details = page.getByRole("dialog");
    await expect(details.getByText("Morning everyone, let's get started with the weekly sync.")).toBeVisible({ timeout: 20_000 });
    await expect(details.getByText("Ben Okafor").first()).toBeVisible();
    await page.keyboard.press("Escape");

    await card.getByRole("button", { name: /^Terminate / }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm.getByText("Are you sure you want to terminate this bot session?")).toBeVisible();
    await confirm.getByRole("button", { name: "Terminate" }).click();
    await expect(page.getByText("Bot session terminated successfully")).toBeVisible();
    await refreshUntil(page, async () => {
      await expect(card.getByText("Disconnected", { exact: true })).toBeVisible({ timeout: 1000 });
    });
    await expect(card.getByText(/Terminated by you/)).toBeVisible();

    // Terminate and Remove toast the same words: let the first toast go before reading the second.
    await expect(page.getByText("Bot session terminated successfully")).toHaveCount(0, { timeout: 10_000 });
    await card.getByRole("button", { name: /^Remove / }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Remove" }).click();
    await expect(page.getByText("Bot session terminated successfully")).toBeVisible();
    await expect(card).toHaveCount(0);
  });

  test("hands over when you join within the grace, and says why", async ({ page }) => {
    await signIn(page);
    await page.goto("/bots");
    const sessionId = await deploy(page, "on-time");
    const card = page.getByTestId("bot-session").filter({ hasText: sessionId.slice(0, 8) });
    await refreshUntil(page, async () => {
      await expect(card.getByText("Handed over: you joined, so the bot left")).toBeVisible({ timeout: 1000 });
    });
    await card.getByRole("button", { name: "View Details" }).click();
    const details = page.getByRole("dialog");
    await expect(details.getByText("You joined on time", { exact: false })).toBeVisible();
    await expect(details.getByText(/^Handed over to you and left at /)).toBeVisible();
    await expect(details.getByText("Ada Lovelace (you)")).toBeVisible();
  });

  test("stands in when you are absent: announces itself, and the meeting page shows attendance and the live transcript", async ({ page }) => {
    await signIn(page);
    await page.goto("/bots");
    const sessionId = await deploy(page, "owner-absent");
    const card = page.getByTestId("bot-session").filter({ hasText: sessionId.slice(0, 8) });
    await card.getByRole("button", { name: "View Details" }).click();
    const details = page.getByRole("dialog");
    // The grace is five meeting minutes; the launcher plays meetings 10× faster, so about 30 s.
    await expect(details.getByText(/^Announced itself in the chat at /)).toBeVisible({ timeout: 60_000 });
    await details.getByRole("link", { name: "Open meeting" }).click();
    await expect(page.getByRole("heading", { name: "Attendance" })).toBeVisible();
    await expect(page.getByTestId("owner-arrival")).toHaveText(/^You (have not joined yet|were absent)$/, { timeout: 30_000 });
    await expect(page.getByText("Chloé Martin").first()).toBeVisible();
    const line = page.getByText("The release candidate passed QA yesterday evening.").first();
    await expect(line).toBeVisible();
    // Links into the transcript (search results, summary citations) land on the segment spoken then.
    await page.goto(`${page.url().replace(/#.*$/, "")}#t=45`);
    await expect(page.locator("#t-40")).toHaveAttribute("aria-current", "location");
    await expect(page.locator("#t-40")).toContainText("The release candidate passed QA yesterday evening.");
  });
});
