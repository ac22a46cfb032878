import { chromium } from "@playwright/test";
const base = "http://localhost:3120";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const ctx = await browser.newContext({ baseURL: base, viewport: { width: 375, height: 812 } });
const page = await ctx.newPage();
page.setDefaultTimeout(300000);
await page.goto("/", { timeout: 300000 });
await page.getByRole("link", { name: /sign in/i }).first().click();
await page.getByText("Use another account").click();
await page.getByLabel("Email").fill(`new-${Date.now()}@example.com`);
await page.getByLabel("Name").fill("Nora Newcomer");
await page.getByRole("button", { name: "Continue" }).click();
await page.waitForURL((u) => u.pathname === "/dashboard", { timeout: 300000 });
await page.waitForLoadState("networkidle");
for (const theme of ["dark", "light"]) {
  await ctx.addCookies([{ name: "understudy-theme", value: theme, url: base }]);
  for (const w of [375, 1280]) {
    await page.setViewportSize({ width: w, height: 900 });
    await page.goto("/dashboard");
    await page.waitForLoadState("networkidle");
    const m = await page.evaluate(() => ({ sw: document.documentElement.scrollWidth, cw: document.documentElement.clientWidth }));
    console.log(theme, w, JSON.stringify(m));
    await page.screenshot({ path: `/tmp/firstday/guide-${theme}-${w}.png`, fullPage: true });
  }
}
// Skip google, then view coverage step
await page.getByRole("button", { name: "Skip for now" }).click();
await page.waitForTimeout(1500);
await page.screenshot({ path: `/tmp/firstday/guide-step2-1280.png`, fullPage: true });
await page.setViewportSize({ width: 375, height: 900 });
console.log(JSON.stringify(await page.evaluate(() => ({ sw: document.documentElement.scrollWidth }))));
await page.screenshot({ path: `/tmp/firstday/guide-step2-375.png`, fullPage: true });
await page.getByRole("button", { name: "Save and continue" }).click();
await page.waitForTimeout(2500);
await page.screenshot({ path: `/tmp/firstday/guide-step3-375.png`, fullPage: true });
await page.getByRole("button", { name: "Save and continue" }).click();
await page.waitForTimeout(2500);
await page.getByRole("button", { name: "Start the practice run" }).click();
await page.waitForTimeout(3000);
await page.screenshot({ path: `/tmp/firstday/guide-step4-375.png`, fullPage: true });
await page.getByRole("link", { name: "Open the practice meeting" }).click();
await page.waitForTimeout(90000);
await page.screenshot({ path: `/tmp/firstday/practice-meeting-375.png`, fullPage: true });
await browser.close();
