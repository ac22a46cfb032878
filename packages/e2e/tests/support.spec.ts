import { expect, test, type Page } from "@playwright/test";

/**
 * Email support: a Pro user writes from /support and the message reaches the support address (the sandbox's
 * SMTP sink); a trial user is offered Pro instead of the form.
 */

/** Signs in through the sandbox's account picker; returns the sandbox's origin, where its mail sink is read. */
async function signInAs(page: Page, who: "Ada Lovelace" | "Grace Hopper"): Promise<string> {
  await page.goto("/");
  await page.getByRole("link", { name: /sign in/i }).first().click();
  const picker = page.getByRole("button", { name: new RegExp(who) });
  await picker.waitFor();
  const sandbox = new URL(page.url()).origin;
  await picker.click();
  await page.waitForURL((url) => url.pathname === "/dashboard");
  return sandbox;
}

interface SinkMail {
  subject: string | null;
  envelope_to: string[];
  reply_to: { name: string | null; address: string }[];
  text: string;
}

test("a Pro user's support message is stored, listed as sent, and arrives at the support address", async ({ page }) => {
  test.setTimeout(90_000);
  const sandbox = await signInAs(page, "Grace Hopper");
  await page.goto("/support");
  await expect(page.getByRole("heading", { name: "Support", exact: true })).toBeVisible();
  await expect(page.getByText("grace@understudy.test", { exact: true }).first()).toBeVisible();
  // The list has loaded, so the page is hydrated before anything is typed.
  await expect(page.getByRole("list", { name: "Support requests" }).or(page.getByText("No requests yet"))).toBeVisible();

  // Checked before anything is sent.
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Enter a subject of at least 3 characters")).toBeVisible();
  await expect(page.getByText("Describe the problem in at least 10 characters")).toBeVisible();

  const subject = `Bot missed my stand-up ${Date.now()}`;
  const message = "The stand-in bot did not join this morning's stand-up on Google Meet.";
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Message").fill(message);
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Message sent to support" })).toBeVisible();
  await expect(page.getByLabel("Subject")).toHaveValue("");
  const row = page.getByRole("list", { name: "Support requests" }).getByRole("listitem").filter({ hasText: subject });
  await expect(row.getByText("Sent")).toBeVisible();

  let received: SinkMail | undefined;
  await expect(async () => {
    const res = await page.request.get(`${sandbox}/__sandbox/mail/messages`);
    const { data } = (await res.json()) as { data: SinkMail[] };
    received = data.find((m) => m.subject === `[Pro support] ${subject}`);
    expect(received).toBeDefined();
  }).toPass({ timeout: 15_000 });
  expect(received?.envelope_to).toHaveLength(1);
  expect(received?.reply_to).toEqual([{ name: "Grace Hopper", address: "grace@understudy.test" }]);
  expect(received?.text).toContain(message);
});

test("a trial user is offered Pro instead of the form", async ({ page }) => {
  await signInAs(page, "Ada Lovelace");
  await page.goto("/support");
  const upsell = page.getByTestId("support-upsell");
  await expect(upsell.getByRole("heading", { name: "Email support is part of Pro" })).toBeVisible();
  await expect(upsell.getByRole("link", { name: "Upgrade to Pro" })).toHaveAttribute("href", "/subscription");
  await expect(page.getByLabel("Subject")).toHaveCount(0);
});
