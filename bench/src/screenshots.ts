/*
 * pnpm --filter @understudy/bench run screenshots — every route in both themes, full page at 1280×800, plus the
 * dashboard at 375 px wide, into docs/screenshots/<route>-<theme>.png. Against a running app:
 * BASE_URL (default http://localhost:3000), signed in through the sandbox picker as Ada (Alan for /admin).
 */
import { mkdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const OUT_DIR = path.resolve(HERE, "../../docs/screenshots");
const BASE_URL = process.env.BASE_URL ?? "http://localhost:3000";
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const THEMES = ["dark", "light"] as const;
/** A phrase the demo accounts' seeded transcripts contain. */
const SEARCH_QUERY = process.env.SEARCH_QUERY ?? "budget";
type Who = "anonymous" | "Ada Lovelace" | "Grace Hopper" | "Alan Turing";

async function signedInContext(browser: Browser, who: Who, width: number): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width, height: 800 }, deviceScaleFactor: 1 });
  if (who === "anonymous") return context;
  const page = await context.newPage();
  await page.goto("/");
  await page.getByRole("link", { name: /sign in/i }).first().click();
  await page.getByRole("button", { name: new RegExp(who) }).click();
  await page.waitForURL((url) => url.pathname === "/dashboard", { timeout: 30_000 });
  await page.close();
  return context;
}

async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.locator("main [data-slot='skeleton']").first().waitFor({ state: "detached", timeout: 10_000 }).catch(() => {});
  // Let entrance transitions (charts, progress bars) finish.
  await page.waitForTimeout(800);
}

async function firstMeetingPath(context: BrowserContext): Promise<string> {
  const page = await context.newPage();
  await page.goto("/meetings");
  // Prefer a meeting with a summary, so the detail page shows every section filled.
  const summary = page.getByRole("link", { name: "View Summary" }).first();
  await page.locator("main a[href^='/meetings/']").first().waitFor();
  const link = (await summary.count()) ? summary : page.locator("main a[href^='/meetings/']").first();
  const href = await link.getAttribute("href");
  await page.close();
  if (!href) throw new Error("no meeting link on /meetings");
  return href;
}

async function shoot(context: BrowserContext, route: string, url: string, theme: string, suffix = "") {
  const page = await context.newPage();
  // The theme cookie the toggle writes; the server puts the theme on <html> from it.
  await context.addCookies([{ name: "understudy-theme", value: theme, url: BASE_URL }]);
  await page.goto(url);
  await settle(page);
  const file = path.join(OUT_DIR, `${route}${suffix}-${theme}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await page.close();
  console.log(`${path.relative(process.cwd(), file)}  ${(statSync(file).size / 1024).toFixed(0)} KB`);
}

async function main() {
  mkdirSync(OUT_DIR, { recursive: true });
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS });
  try {
    const anon = await signedInContext(browser, "anonymous", 1280);
    const ada = await signedInContext(browser, "Ada Lovelace", 1280);
    const grace = await signedInContext(browser, "Grace Hopper", 1280);
    const alan = await signedInContext(browser, "Alan Turing", 1280);
    const meeting = await firstMeetingPath(ada);
    const routes: [string, string, BrowserContext][] = [
      ["landing", "/", anon],
      ["privacy", "/privacy", anon],
      ["terms", "/terms", anon],
      ["dashboard", "/dashboard", ada],
      ["meetings", "/meetings", ada],
      ["meeting-detail", meeting, ada],
      ["analytics", "/analytics", ada],
      ["analytics-pro", "/analytics", grace],
      ["search", `/search?q=${encodeURIComponent(SEARCH_QUERY)}`, ada],
      ["bots", "/bots", ada],
      ["calendar", "/calendar", ada],
      ["support", "/support", grace],
      ["subscription", "/subscription", ada],
      ["settings", "/settings", ada],
      ["admin", "/admin", alan],
    ];
    for (const theme of THEMES) for (const [route, url, context] of routes) await shoot(context, route, url, theme);
    const mobile = await signedInContext(browser, "Ada Lovelace", 375);
    for (const theme of THEMES) await shoot(mobile, "dashboard", "/dashboard", theme, "-375");
  } finally {
    await browser.close();
  }
}

await main();
