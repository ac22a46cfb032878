import { chromium } from "@playwright/test";
const base = "http://localhost:3120";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const ctx = await browser.newContext({ baseURL: base, viewport: { width: 375, height: 812 } });
const page = await ctx.newPage();
page.setDefaultTimeout(240000);
await page.goto("/", { timeout: 300000 });
await page.getByRole("link", { name: /sign in/i }).first().click();
await page.getByRole("button", { name: /Ada Lovelace/ }).click();
await page.waitForURL((u) => u.pathname === "/dashboard", { timeout: 300000 });
for (const p of (process.env.PAGES ?? "/settings").split(",")) {
  await page.goto(p, { timeout: 300000 });
  await page.waitForLoadState("networkidle");
  const r = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const c = Array.from(document.querySelectorAll("body *")).filter((el) => el.getBoundingClientRect().right > width + 0.5 && el.getClientRects().length > 0);
    const outer = c.filter((el) => !c.some((o) => o !== el && o.contains(el)));
    const inner = c.filter((el) => !c.some((o) => o !== el && el.contains(o)));
    const d = (el) => `${el.tagName.toLowerCase()}.${Array.from(el.classList).join(".")} right=${Math.round(el.getBoundingClientRect().right)} text=${(el.textContent ?? "").slice(0, 40)}`;
    return { sw: document.documentElement.scrollWidth, outer: outer.slice(0, 4).map(d), inner: inner.slice(0, 8).map(d) };
  });
  console.log(p, JSON.stringify(r, null, 1));
}
await browser.close();
