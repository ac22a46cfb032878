import path from "node:path";
import { expect, test } from "@playwright/test";
import { sessionCookies } from "./support/session";

/**
 * "Share recap" on a phone: the dialog (the email's preview, the attendees, the send button) fits 375 px in both
 * themes, without the page or the dialog scrolling sideways. A screenshot of each is kept with the run's results.
 */
const PHONE = { width: 375, height: 812 };

for (const theme of ["light", "dark"] as const) {
  test(`the share dialog fits a 375 px phone (${theme})`, async ({ browser }, testInfo) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: PHONE });
    await sessionCookies(context, "Ada Lovelace");
    await context.addCookies([{ name: "understudy-theme", value: theme, url: testInfo.project.use.baseURL ?? "http://localhost:3000" }]);
    const page = await context.newPage();
    await page.goto("/meetings");
    const link = page.getByRole("link", { name: "View Summary" }).first();
    await expect(link).toBeVisible();
    await page.goto((await link.getAttribute("href")) ?? "/meetings");
    // A seeded transcript gets its first summary when the page is opened; the button comes with it.
    await page.getByRole("button", { name: "Share recap" }).click({ timeout: 60_000 });
    const dialog = page.getByRole("dialog", { name: "Share recap" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/^Subject: Recap: /)).toBeVisible();
    await expect(dialog.getByTitle("Recap email preview")).toBeVisible();

    const box = await dialog.boundingBox();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(PHONE.width);
    const overflow = await dialog.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow, "the dialog scrolls sideways").toBeLessThanOrEqual(0);
    const page_ = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(page_, "the page scrolls sideways").toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(testInfo.outputDir, `share-recap-375-${theme}.png`), fullPage: false });
    await context.close();
  });
}
