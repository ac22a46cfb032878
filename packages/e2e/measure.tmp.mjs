import { chromium } from "@playwright/test";
const base = process.env.BASE ?? "http://localhost:3120";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const ctx = await browser.newContext({ baseURL: base, viewport: { width: 375, height: 812 } });
const page = await ctx.newPage();
page.setDefaultTimeout(240000); await page.goto("/", { timeout: 300000 });
await page.getByRole("link", { name: /sign in/i }).first().click();
await page.getByRole("button", { name: new RegExp(process.env.WHO ?? "Ada Lovelace") }).click();
await page.waitForURL((u) => u.pathname === "/dashboard", { timeout: 120000 });
for (const theme of ["light", "dark"]) {
  await ctx.addCookies([{ name: "understudy-theme", value: theme, url: base }]);
  for (const w of [375, 1280]) {
    await page.setViewportSize({ width: w, height: 812 });
    await page.goto(process.env.PATHNAME ?? "/dashboard", { timeout: 120000 });
    await page.waitForLoadState("networkidle");
    const m = await page.evaluate(() => ({ sw: document.documentElement.scrollWidth, cw: document.documentElement.clientWidth }));
    console.log(theme, w, JSON.stringify(m));
    await page.screenshot({ path: `/tmp/firstday/dash-${theme}-${w}.png`, fullPage: true });
  }
}
await browser.close();
