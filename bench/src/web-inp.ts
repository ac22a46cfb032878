/*
 * INP of a scripted session on /meetings, measured in Chromium (bench:web's part 5).
 *
 * Signed in as Ada, on a phone-sized viewport with the CPU slowed down as Lighthouse's mobile profile does
 * (4× unless BENCH_INP_CPU says otherwise), the script filters the list (types a word of the first meeting's
 * title into the search box, one key at a time, then clears it) and opens a meeting (clicks its title and waits
 * for its page). INP is web-vitals' `onINP` (attribution build, injected before the page's own scripts), over
 * the whole session; each step's worst interaction comes from the Event Timing API (`event` entries with an
 * interactionId, durationThreshold 16 ms — the lowest the browser allows), so a slow step can be named.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { chromium, type Page } from "playwright-core";

const require = createRequire(import.meta.url);
// The IIFE build (a `webVitals` global) sits next to the exported attribution build; the package does not export it.
const WEB_VITALS_IIFE = readFileSync(
  path.join(path.dirname(require.resolve("web-vitals/attribution")), "web-vitals.attribution.iife.js"),
  "utf8",
);

/** Runs in the page before its scripts: web-vitals' INP and every interaction's Event Timing entries. */
const RECORDER = `
${WEB_VITALS_IIFE}
window.__inp = null;
window.__interactions = [];
webVitals.onINP((m) => {
  window.__inp = {
    value: m.value,
    target: m.attribution.interactionTarget ?? "",
    type: m.attribution.interactionType ?? "",
    inputDelay: m.attribution.inputDelay,
    processingDuration: m.attribution.processingDuration,
    presentationDelay: m.attribution.presentationDelay,
  };
}, {
  reportAllChanges: true,
  durationThreshold: 16,
  // A readable name for the element instead of its whole class list.
  generateTarget: (el) => el && el.tagName.toLowerCase() + (el.getAttribute("aria-label") ? '[aria-label="' + el.getAttribute("aria-label") + '"]' : ""),
});
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    if (e.interactionId) window.__interactions.push({ id: e.interactionId, name: e.name, start: e.startTime, duration: e.duration });
  }
}).observe({ type: "event", durationThreshold: 16, buffered: true });
`;

type Interaction = { id: number; name: string; start: number; duration: number };
type InpAttribution = {
  value: number;
  target: string;
  type: string;
  inputDelay: number;
  processingDuration: number;
  presentationDelay: number;
};
export type InpStep = { step: string; interactions: number; worst_ms: number };
export type InpResult = {
  url: string;
  cpu_slowdown: number;
  viewport: string;
  inp_ms: number;
  inp_attribution: Omit<InpAttribution, "value"> | null;
  steps: InpStep[];
};

const VIEWPORT = { width: 412, height: 823 }; // Lighthouse's mobile screen (Moto G Power)

async function now(page: Page): Promise<number> {
  return page.evaluate(() => performance.now());
}

/** Waits two frames and a little more, so Event Timing has reported the step's last interaction. */
async function settle(page: Page) {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 300)))));
}

async function step(page: Page, name: string, act: () => Promise<void>): Promise<InpStep> {
  const from = await now(page);
  await act();
  await settle(page);
  const entries = (await page.evaluate(() => (window as unknown as { __interactions: Interaction[] }).__interactions)).filter(
    (e) => e.start >= from,
  );
  const ids = new Set(entries.map((e) => e.id));
  return { step: name, interactions: ids.size, worst_ms: Math.max(0, ...entries.map((e) => e.duration)) };
}

export async function measureInp(opts: {
  base: string;
  cookie: { name: string; value: string };
  executablePath: string;
  chromeArgs: string[];
  cpuSlowdown: number;
}): Promise<InpResult> {
  const browser = await chromium.launch({ executablePath: opts.executablePath, args: opts.chromeArgs });
  try {
    const context = await browser.newContext({ baseURL: opts.base, viewport: VIEWPORT, deviceScaleFactor: 1.75 });
    await context.addCookies([{ name: opts.cookie.name, value: opts.cookie.value, url: opts.base }]);
    await context.addInitScript({ content: RECORDER });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: opts.cpuSlowdown });

    await page.goto("/meetings", { waitUntil: "networkidle" });
    const firstMeeting = page.locator("main a[href^='/meetings/']").first();
    await firstMeeting.waitFor({ timeout: 30_000 });
    const title = ((await firstMeeting.textContent()) ?? "").trim();
    const word = title.split(/\s+/).find((w) => w.length >= 3) ?? title.slice(0, 4);
    const search = page.getByRole("searchbox", { name: /search meetings/i });

    const steps: InpStep[] = [];
    steps.push(
      await step(page, `filter the list (type "${word}")`, async () => {
        await search.click();
        await search.pressSequentially(word, { delay: 80 });
        await page.locator("main a[href^='/meetings/']").first().waitFor();
      }),
    );
    steps.push(
      await step(page, "clear the filter", async () => {
        await search.press("ControlOrMeta+a");
        await search.press("Backspace");
        await page.locator("main a[href^='/meetings/']").first().waitFor();
      }),
    );
    steps.push(
      await step(page, "open a meeting", async () => {
        const link = page.locator("main a[href^='/meetings/']").first();
        const href = (await link.getAttribute("href")) ?? "";
        await link.click();
        await page.waitForURL((url) => url.pathname === href, { timeout: 30_000 });
        await page.getByRole("heading", { level: 1 }).first().waitFor();
      }),
    );

    const inp = await page.evaluate(() => (window as unknown as { __inp: InpAttribution | null }).__inp);
    // web-vitals reports nothing when no interaction reached the 16 ms threshold: INP is then below it.
    const worst = Math.max(0, ...steps.map((s) => s.worst_ms));
    const { value, ...attribution } = inp ?? { value: worst };
    return {
      url: "/meetings",
      cpu_slowdown: opts.cpuSlowdown,
      viewport: `${VIEWPORT.width}×${VIEWPORT.height}`,
      inp_ms: Math.round(value),
      inp_attribution: inp ? (attribution as Omit<InpAttribution, "value">) : null,
      steps,
    };
  } finally {
    await browser.close();
  }
}
