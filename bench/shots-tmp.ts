import { chromium } from "playwright-core";
const BASE = process.env.BASE_URL ?? "http://localhost:3500";
const ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ARGS });
const context = await browser.newContext({ baseURL: BASE, viewport: { width: 1280, height: 900 } });
const page = await context.newPage();
page.setDefaultTimeout(180_000);
await page.goto("/");
await page.getByRole("link", { name: /sign in/i }).first().click();
await page.getByRole("button", { name: /Grace Hopper/ }).click();
await page.waitForURL((u) => u.pathname === "/dashboard", { timeout: 180_000 });
await page.goto("/settings");
await page.waitForLoadState("networkidle");
await page.waitForTimeout(3000);
await page.screenshot({ path: "/tmp/shots/settings.png", fullPage: true });
await page.goto("/meetings");
await page.waitForLoadState("networkidle");
await page.waitForTimeout(2000);
await page.screenshot({ path: "/tmp/shots/meetings.png", fullPage: false });
const href = await page.locator('a[href^="/meetings/"]').evaluateAll((as) => as.map((a) => a.getAttribute("href")).filter((h) => h && /\/meetings\/[0-9a-f-]{36}$/.test(h)));
console.log("meeting links", href.length);
for (const [i, h] of href.slice(0, 3).entries()) {
  await page.goto(h as string);
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(2000);
  await page.screenshot({ path: `/tmp/shots/meeting-${i}.png`, fullPage: true });
}
await browser.close();
