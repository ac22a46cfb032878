import { expect, test, type Page } from "@playwright/test";

/**
 * Connect → sync → events → invites → mark read, as a brand-new user each run (the sandbox's
 * "Use another account"), so earlier runs against the same database never change the outcome.
 */
const SANDBOX_AUTHORIZE = /\/o\/oauth2\/v2\/auth/;

async function signUpFresh(page: Page): Promise<string> {
  const email = `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await page.goto("/");
  await page.getByRole("link", { name: /sign in/i }).or(page.getByRole("button", { name: /sign in/i })).first().click();
  await page.waitForURL(SANDBOX_AUTHORIZE);
  await page.getByText("Use another account").click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Name").fill("Eve Tester");
  await page.getByRole("button", { name: "Continue" }).click();
  await page.waitForURL((url) => url.pathname === "/dashboard");
  return email;
}

test("a user connects Google, syncs twice with exact counts, sees events and invites, and marks a notification read", async ({ page, context }) => {
  test.setTimeout(120_000);
  const email = await signUpFresh(page);

  await page.goto("/calendar");
  await expect(page.getByRole("heading", { name: "Calendar Integration" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Connect your Google account" })).toBeVisible({ timeout: 30_000 });
  const connect = page.getByRole("button", { name: "Connect Google Account" });

  const [popup] = await Promise.all([context.waitForEvent("page"), connect.click()]);
  await popup.waitForURL(SANDBOX_AUTHORIZE);
  expect(popup.viewportSize()).toEqual({ width: 500, height: 600 });
  // The callback page closes the popup at once; listen before the click, or a fast machine closes it first.
  const popupClosed = popup.waitForEvent("close", { timeout: 30_000 });
  await popup.getByRole("button", { name: new RegExp(email.replace(/[.+]/g, "\\$&")) }).click();
  await popupClosed;
  await expect(page.getByText("Google account connected successfully!")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(`Connected as ${email}`)).toBeVisible();

  await page.getByRole("button", { name: "Sync Calendar" }).click();
  const firstToast = page.getByText(/^Sync complete! \d+ new meetings created, 0 updated$/);
  await expect(firstToast).toBeVisible({ timeout: 30_000 });
  const created = Number(/(\d+) new/.exec((await firstToast.textContent()) ?? "")?.[1]);
  expect(created).toBeGreaterThan(10);

  await page.getByRole("button", { name: "Sync Calendar" }).click();
  await expect(page.getByText("Sync complete! 0 new meetings created, 0 updated")).toBeVisible({ timeout: 30_000 });

  const events = page.getByRole("heading", { name: /Upcoming Calendar Events/ });
  await expect(events).toBeVisible();
  const join = page.getByRole("link", { name: /^Join Meeting: / }).first();
  await expect(join).toHaveAttribute("href", /^https:\/\/(meet\.google\.com|[\w.]*zoom\.us|teams\.(microsoft|live)\.com|[\w.]*webex\.com)\//);
  await expect(join).toHaveAttribute("target", "_blank");

  await expect(page.getByRole("heading", { name: /Detected Meeting Invites/ })).toBeVisible();
  const links = page.getByRole("list", { name: "Meeting links" }).first();
  await expect(links).toBeVisible({ timeout: 15_000 });
  await expect(links.getByText(/^(Zoom|Google Meet|Microsoft Teams)$/).first()).toBeVisible();

  // A supported link gets a bot; the session is then listed on /bots.
  // The generated calendar varies per account: take any Zoom, Meet or Teams link (look-alike domains excluded).
  const supported = ['^="https://meet.google.com/"', '*=".zoom.us/"', '^="https://zoom.us/"', '^="https://teams.microsoft.com/"', '^="https://teams.live.com/"'];
  await page.locator(supported.map((match) => `button[aria-label^="Deploy Bot: "][data-meeting-url${match}]`).join(", ")).first().click();
  await expect(page.getByText(/^Bot deployed successfully! Session: [0-9a-f-]{36}$/)).toBeVisible({ timeout: 15_000 });

  const markRead = page.getByRole("button", { name: "Mark Read: Google Calendar connected" });
  await expect(markRead).toBeVisible();
  await markRead.click();
  await expect(markRead).toHaveCount(0);
  await page.reload();
  await expect(page.getByText("Imported", { exact: false }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Mark Read: Google Calendar connected" })).toHaveCount(0);
});
