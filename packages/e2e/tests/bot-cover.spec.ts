import { expect, test, type Locator, type Page } from "@playwright/test";

/*
 * Which meetings the stand-in bot covers: the cover rule and "when I join" on /settings (Meeting bot
 * card), and the per-meeting toggle on the meeting card and the meeting page. Every change is saved
 * on the server: a reload shows it.
 */

async function signInAsAda(page: Page) {
  await page.goto("/");
  await page.getByRole("link", { name: /sign in/i }).or(page.getByRole("button", { name: /sign in/i })).first().click();
  await page.getByRole("button", { name: /Ada Lovelace/ }).click();
  await page.waitForURL((url) => url.pathname === "/dashboard");
}

function toast(page: Page, text: string): Locator {
  return page.locator("[data-sonner-toast]").filter({ hasText: text }).last();
}

/** A datetime-local value `days` from now, in the browser's (= this machine's) time zone. */
function localDateTime(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

function botCard(page: Page): Locator {
  return page.locator("[data-slot='card']").filter({ has: page.getByRole("heading", { name: "Meeting bot" }) });
}

/** Picks an option; a change is saved (toast) and stays picked. Picking the current one changes nothing. */
async function choose(page: Page, group: string, option: string) {
  const radio = botCard(page).getByRole("radiogroup", { name: group }).getByRole("radio", { name: option });
  await expect(radio).toBeEnabled();
  if (await radio.isChecked()) return;
  await radio.click();
  await expect(toast(page, "Meeting bot settings saved")).toBeVisible();
  await expect(radio).toBeChecked();
}

test.beforeEach(async ({ page }) => {
  await signInAsAda(page);
});

test("settings: the cover rule and what the bot does when I join are saved", async ({ page }) => {
  await page.goto("/settings");
  const rules = botCard(page).getByRole("radiogroup", { name: "Which meetings get a bot" });
  const onJoin = botCard(page).getByRole("radiogroup", { name: "When you join in time" });
  await expect(rules.getByRole("radio")).toHaveCount(4);
  await expect(onJoin.getByRole("radio")).toHaveCount(2);
  await expect(botCard(page).getByText(/Bots are booked 15 minutes before each meeting/)).toBeVisible();

  // From the defaults, whatever an earlier run left.
  await choose(page, "Which meetings get a bot", "All meetings with a link");
  await choose(page, "When you join in time", "Hand over and leave");
  try {
    await choose(page, "Which meetings get a bot", "Only external meetings");
    await choose(page, "When you join in time", "Keep recording silently");
    await page.reload();
    await expect(rules.getByRole("radio", { name: "Only external meetings" })).toBeChecked();
    await expect(onJoin.getByRole("radio", { name: "Keep recording silently" })).toBeChecked();
    await expect(rules.getByRole("radio", { name: "All meetings with a link" })).not.toBeChecked();
  } finally {
    // Back to the defaults, which the other specs expect.
    await page.goto("/settings");
    await choose(page, "Which meetings get a bot", "All meetings with a link");
    await choose(page, "When you join in time", "Hand over and leave");
  }
});

test("meetings: the per-meeting toggle turns the bot off and on, and 'Use my rule' goes back to the rule", async ({ page }) => {
  const title = `Bot toggle ${Date.now()}`;
  await page.goto("/meetings");
  await page.getByRole("button", { name: "New Meeting" }).click();
  const dialog = page.getByRole("dialog", { name: "Create New Meeting" });
  await dialog.getByLabel("Title *").fill(title);
  await dialog.getByLabel("Scheduled Time *").fill(localDateTime(2));
  await dialog.getByLabel("Meeting URL").fill("https://zoom.us/j/1234567890");
  await dialog.getByRole("button", { name: "Create Meeting" }).click();
  await expect(toast(page, "Meeting created successfully")).toBeVisible();

  const card = page.getByRole("region", { name: "Meetings list" }).getByRole("listitem").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
  const toggle = card.getByRole("switch");
  await expect(toggle).toBeChecked();
  await expect(card.getByText("Bot will cover this meeting")).toBeVisible();
  await expect(card.getByText("Your rule: all meetings with a link")).toBeVisible();

  await toggle.click();
  await expect(toast(page, "Bot turned off for this meeting")).toBeVisible();
  await expect(toggle).not.toBeChecked();
  await expect(card.getByText("No bot for this meeting")).toBeVisible();

  await page.reload();
  await expect(card.getByRole("switch")).not.toBeChecked();
  await expect(card.getByText("Turned off for this meeting")).toBeVisible();

  // The meeting page shows the same toggle; turning it on from there sticks as well.
  await card.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const detail = page.getByTestId("bot-cover");
  await detail.getByRole("switch").click();
  await expect(toast(page, "Bot will cover this meeting")).toBeVisible();
  await expect(detail.getByText("Turned on for this meeting")).toBeVisible();
  await detail.getByRole("button", { name: "Use my rule" }).click();
  await expect(detail.getByText("Your rule: all meetings with a link")).toBeVisible();
  await expect(detail.getByRole("button", { name: "Use my rule" })).toHaveCount(0);

  // Cleanup: the meeting goes.
  await page.goto("/meetings");
  await card.getByRole("button", { name: "Delete meeting" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Meeting deleted successfully")).toBeVisible();
});

test("meetings: a meeting without a link has no toggle", async ({ page }) => {
  const title = `No link ${Date.now()}`;
  await page.goto("/meetings");
  await page.getByRole("button", { name: "New Meeting" }).click();
  const dialog = page.getByRole("dialog", { name: "Create New Meeting" });
  await dialog.getByLabel("Title *").fill(title);
  await dialog.getByLabel("Scheduled Time *").fill(localDateTime(1));
  await dialog.getByRole("button", { name: "Create Meeting" }).click();
  await expect(toast(page, "Meeting created successfully")).toBeVisible();
  const card = page.getByRole("region", { name: "Meetings list" }).getByRole("listitem").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
  await expect(card).toBeVisible();
  await expect(card.getByRole("switch")).toHaveCount(0);
  await card.getByRole("button", { name: "Delete meeting" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Meeting deleted successfully")).toBeVisible();
});
