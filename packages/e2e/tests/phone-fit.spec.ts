import { expect, test, type Page } from "@playwright/test";
import { sessionCookies, type Cookies } from "./support/session";

/**
 * Every signed-in page fits a 375 px phone in both themes: the document never scrolls sideways (issue #34 measured
 * the dashboard at 385 px). Ada (free trial) for the app, Alan (admin) for /admin. Content that scrolls inside its own
 * box (a wide table in an overflow-x container) is allowed: only the page itself must not.
 */

type Theme = "light" | "dark";
const THEMES: Theme[] = ["light", "dark"];
const PHONE = { width: 375, height: 812 };

/** The page's width against the viewport's, and the elements that stick out past its right edge, for the message. */
async function sideways(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const culprits = Array.from(document.querySelectorAll<HTMLElement>("body *"))
      .filter((el) => el.getBoundingClientRect().right > width + 0.5 && el.getClientRects().length > 0)
      // Only the outermost offender of each branch says where to look.
      .filter((el, _, all) => !all.some((other) => other !== el && other.contains(el)))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}${el.getAttribute("data-slot") ? `[data-slot=${el.getAttribute("data-slot")}]` : ""}.${Array.from(el.classList).slice(0, 4).join(".")} right=${Math.round(el.getBoundingClientRect().right)}`);
    return { scrollWidth: document.documentElement.scrollWidth, width, culprits };
  });
}

async function expectFits(page: Page, path: string, theme: Theme) {
  await page.context().addCookies([{ name: "understudy-theme", value: theme, url: test.info().project.use.baseURL ?? "http://localhost:3000" }]);
  await page.setViewportSize(PHONE);
  await page.goto(path);
  await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
  await page.waitForLoadState("networkidle");
  await expect(page.locator("main [data-slot='skeleton']")).toHaveCount(0);
  const measured = await sideways(page);
  expect(measured.scrollWidth, `${path} (${theme}) scrolls sideways at 375 px; sticking out:\n  ${measured.culprits.join("\n  ")}`).toBeLessThanOrEqual(measured.width);
}

test.describe("as Ada at 375 px", () => {
  let cookies: Cookies = [];
  let meetingPath = "";

  test.beforeAll(async ({ browser }, testInfo) => {
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    cookies = await sessionCookies(context, "Ada Lovelace");
    const page = await context.newPage();
    await page.goto("/meetings");
    const link = page.getByRole("link", { name: "View Summary" }).first();
    await expect(link).toBeVisible();
    meetingPath = (await link.getAttribute("href")) ?? "";
    await context.close();
  });

  test.beforeEach(async ({ context }) => {
    await context.addCookies(cookies);
  });

  for (const theme of THEMES) {
    for (const path of ["/dashboard", "/meetings", "/meetings/:id", "/meetings/:id/live", "/action-items", "/calendar", "/bots", "/search", "/analytics", "/subscription", "/settings", "/support"]) {
      test(`${path} (${theme}) does not scroll sideways`, async ({ page }) => {
        await expectFits(page, path.replace("/meetings/:id", meetingPath), theme);
      });
    }
  }
});

test.describe("as Alan (admin) at 375 px", () => {
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
    test(`/admin (${theme}) does not scroll sideways`, async ({ page }) => {
      await expectFits(page, "/admin", theme);
    });
  }
});
