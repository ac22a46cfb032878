import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";

/* Export (issue #6 / #7): Pro downloads a meeting; the free trial sees the formats locked with the way to upgrade. */

type Person = "Ada Lovelace" | "Grace Hopper";

async function signInAs(page: Page, who: Person) {
  await page.goto("/");
  await page.getByRole("link", { name: /sign in/i }).or(page.getByRole("button", { name: /sign in/i })).first().click();
  await page.getByRole("button", { name: new RegExp(who) }).click();
  await page.waitForURL((url) => url.pathname === "/dashboard");
}

/** The first seeded meeting with a summary: "View Summary" opens its detail page. */
async function openSummarizedMeeting(page: Page): Promise<string> {
  await page.goto("/meetings");
  await page.getByRole("link", { name: "View Summary" }).first().click();
  await page.waitForURL(/\/meetings\/[0-9a-f-]{36}$/);
  const title = await page.getByRole("heading", { level: 1 }).innerText();
  return title;
}

const screenshots = process.env.E2E_SCREENSHOT_DIR;

test("Grace (Pro) exports a meeting as Markdown from the Export menu", async ({ page }) => {
  await signInAs(page, "Grace Hopper");
  const title = await openSummarizedMeeting(page);
  await page.getByRole("button", { name: "Export" }).click();
  const menu = page.getByRole("menu");
  for (const name of ["Markdown", "PDF", "Word", "SRT subtitles", "WebVTT", "JSON"]) {
    await expect(menu.getByRole("menuitem", { name: new RegExp(`^${name}`) })).toBeEnabled();
  }
  await expect(page.getByTestId("export-locked")).toHaveCount(0);
  if (screenshots) await page.screenshot({ path: `${screenshots}/export-menu-pro.png` });

  const downloading = page.waitForEvent("download");
  await menu.getByRole("menuitem", { name: /^Markdown/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/ \d{4}-\d{2}-\d{2}\.md$/);
  const markdown = await readFile(await download.path(), "utf8");
  expect(markdown.split("\n")[0]).toBe(`# ${title.replace(/[\\`*_[\]<>~|]/g, "\\$&")}`);
  for (const section of ["## Attendance", "## Summary", "## Transcript"]) expect(markdown).toContain(section);
});

test("Ada (free trial) sees the formats disabled, the reason and the way to upgrade", async ({ page }) => {
  await signInAs(page, "Ada Lovelace");
  await openSummarizedMeeting(page);
  await page.getByRole("button", { name: "Export" }).click();
  const menu = page.getByRole("menu");
  await expect(menu.getByText("Export is part of the Pro plan")).toBeVisible();
  for (const name of ["Markdown", "PDF", "Word", "SRT subtitles", "WebVTT", "JSON"]) {
    await expect(menu.getByRole("menuitem", { name: new RegExp(`^${name}`) })).toHaveAttribute("aria-disabled", "true");
  }
  if (screenshots) await page.screenshot({ path: `${screenshots}/export-menu-trial.png` });
  await menu.getByRole("menuitem", { name: "Upgrade to Pro" }).click();
  await page.waitForURL((url) => url.pathname === "/subscription");
});
