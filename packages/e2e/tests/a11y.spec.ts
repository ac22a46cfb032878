import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { sessionCookies, type Cookies } from "./support/session";

/**
 * axe-core on every route, in both themes: no serious or critical violation. Public pages anonymously,
 * the app as Ada (free trial), /admin as Alan (admin). The theme is put in localStorage before the page
 * loads, as a returning visitor would have it, and checked on <html> before the scan.
 */

type Theme = "light" | "dark";
type AxeResults = Awaited<ReturnType<AxeBuilder["analyze"]>>;

const THEMES: Theme[] = ["dark", "light"];
const BLOCKING = new Set(["serious", "critical"]);

/** One line per failing node: rule, impact, help, selector and axe's own summary of what to fix. */
function report(results: AxeResults): string {
  return results.violations
    .filter((v) => BLOCKING.has(v.impact ?? ""))
    .flatMap((v) =>
      v.nodes.map(
        (n) =>
          `  [${v.impact}] ${v.id}: ${v.help}\n    at ${n.target.join(" ")}\n    ${(n.failureSummary ?? "").replace(/\n/g, "\n    ")}\n    ${v.helpUrl}`,
      ),
    )
    .join("\n");
}

async function scan(page: Page, path: string, theme: Theme) {
  // The theme cookie the toggle writes; the server puts the theme on <html> from it.
  await page.context().addCookies([{ name: "understudy-theme", value: theme, url: test.info().project.use.baseURL ?? "http://localhost:3000" }]);
  await page.goto(path);
  await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
  await page.waitForLoadState("networkidle");
  // Scan the loaded page, not its skeletons.
  await expect(page.locator("main [data-slot='skeleton']")).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: /^loading/i })).toHaveCount(0);

  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ""));
  expect(
    blocking.map((v) => `${v.id} (${v.impact}, ${v.nodes.length} node(s))`),
    `serious/critical axe violations on ${path} (${theme}):\n${report(results)}`,
  ).toEqual([]);
}

test.describe("public pages", () => {
  for (const theme of THEMES) {
    for (const path of ["/", "/privacy", "/terms"]) {
      test(`${path} (${theme}) has no serious or critical violations`, async ({ page }) => {
        await scan(page, path, theme);
      });
    }
  }
});

test.describe("as Ada", () => {
  let cookies: Cookies = [];
  let meetingPath = "";

  test.beforeAll(async ({ browser }, testInfo) => {
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    cookies = await sessionCookies(context, "Ada Lovelace");
    // A seeded meeting's detail page, one with a summary (Ada's seed has some): its View Summary link.
    const page = await context.newPage();
    await page.goto("/meetings");
    const link = page.getByRole("link", { name: "View Summary" }).first();
    await expect(link).toBeVisible();
    meetingPath = (await link.getAttribute("href")) ?? "";
    expect(meetingPath).toMatch(/^\/meetings\/[0-9a-f-]{36}$/);
    await context.close();
  });

  test.beforeEach(async ({ context }) => {
    await context.addCookies(cookies);
  });

  for (const theme of THEMES) {
    for (const path of ["/dashboard", "/meetings", "/meetings/:id", "/analytics", "/subscription", "/settings", "/support"]) {
      test(`${path} (${theme}) has no serious or critical violations`, async ({ page }) => {
        await scan(page, path === "/meetings/:id" ? meetingPath : path, theme);
      });
    }
  }
});

test.describe("as Alan (admin)", () => {
  let cookies: Cookies = [];

  test.beforeAll(async ({ browser }, testInfo) => {
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    cookies = await sessionCookies(context, "Alan Turing");
    await context.close();
  });

  test.beforeEach(async ({ context }) => {
    await context.addCookies(cookies);
  });

  for (const theme of THEMES) {
    test(`/admin (${theme}) has no serious or critical violations`, async ({ page }) => {
      await scan(page, "/admin", theme);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  }
});
