/*
 * pnpm bench:web — the web app's weight and Lighthouse scores, measured on a production build.
 *
 *   1. Builds apps/web (`SKIP_ENV_VALIDATION=1 next build`; BENCH_SKIP_BUILD=1 reuses an existing build).
 *   2. Starts the built app (tooling/launcher/src/run-all.ts start: embedded PGlite, sandbox Google) on its own
 *      BENCH_WEB_PORT / BENCH_SANDBOX_PORT / BENCH_PGLITE_DIR, and stops it at the end.
 *   3. First-load JS of every route: Next 16 no longer prints sizes, so the route's server-rendered HTML is
 *      fetched (signed in where needed) and every `<script src="/_next/static/…js">` it loads is downloaded
 *      and measured, raw and gzipped (level 9, as Next used to report). "Shared" are the chunks every route loads.
 *      `<script noModule>` (Next's legacy polyfills, 38.6 kB gzip) is reported apart: a browser that runs
 *      modules never fetches it (runs before 26 Nov 2026 counted it in "shared").
 *   4. Lighthouse (lighthouse CLI, Debian's Chromium, no network) of / and, signed in (Ada; Alan for /admin), every
 *      page of the app, with Lighthouse's default mobile profile and simulated throttling. Signed in as Lighthouse's
 *      guide to authenticated pages says (github.com/GoogleChrome/lighthouse, its docs folder: log in, then point Lighthouse at that browser's --port): each run gets a
 *      fresh Chromium from chrome-launcher (Lighthouse's own launcher, so the same flags), its cookie jar is given the
 *      session and time-zone cookies over CDP, and the CLI drives it with --port. (--extra-headers sent the cookie on
 *      the document but not on the page's own fetches, whose tRPC batches answered 401: "errors in the console".)
 *      BENCH_LH_RUNS runs per URL (default 5), the median by performance score is reported.
 *      BENCH_LH_ONLY=/dashboard,/meetings measures only those (written to web-partial.json).
 *      BENCH_LH_REPORTS=<dir> keeps every run's Lighthouse JSON there (its LCP element, layout shifts, long tasks).
 *   5. INP of a scripted session on /meetings in Chromium (src/web-inp.ts: filter the list, open a meeting), with
 *      web-vitals' onINP, the CPU slowed BENCH_INP_CPU× (default 4, as Lighthouse's mobile profile); BENCH_INP_RUNS
 *      sessions (default 5), the median reported and every one held to the target.
 *
 * Targets (reported, never gating): shared first-load JS ≤ 180 kB gzip, performance ≥ 95, accessibility 100,
 * best practices 100, INP ≤ 200 ms (web.dev's "good").
 * Writes bench/results/web.json. Exit code 0 when the run completed, 1 on errors.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { launch as launchChrome } from "chrome-launcher";
import { chromium } from "playwright-core";
import { measureInp, type InpResult } from "./web-inp";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const BENCH_DIR = path.resolve(HERE, "..");
const REPO_ROOT = path.resolve(BENCH_DIR, "..");
const WEB_DIR = path.join(REPO_ROOT, "apps/web");
const LAUNCHER_DIR = path.join(REPO_ROOT, "tooling/launcher");
const RESULTS_DIR = path.join(BENCH_DIR, "results");
const LIGHTHOUSE_BIN = path.join(BENCH_DIR, "node_modules/.bin/lighthouse");

const PORT = Number(process.env.BENCH_WEB_PORT ?? 3210);
const SANDBOX_PORT = Number(process.env.BENCH_SANDBOX_PORT ?? 4210);
const PGLITE_DIR = process.env.BENCH_PGLITE_DIR ?? path.join(REPO_ROOT, ".data-bench-web");
const DIST_DIR = process.env.NEXT_DIST_DIR ?? ".next";
const SKIP_BUILD = process.env.BENCH_SKIP_BUILD === "1";
const LH_RUNS = Math.max(1, Number(process.env.BENCH_LH_RUNS ?? 5));
const LH_REPORTS = process.env.BENCH_LH_REPORTS ? path.resolve(process.env.BENCH_LH_REPORTS) : undefined;
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const BASE = `http://localhost:${PORT}`;
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const INP_RUNS = Math.max(1, Number(process.env.BENCH_INP_RUNS ?? 5));
const INP_CPU = Math.max(1, Number(process.env.BENCH_INP_CPU ?? 4));
const TARGETS = { sharedGzipKb: 180, performance: 95, accessibility: 100, bestPractices: 100, inpMs: 200 };

type Who = "anonymous" | "Ada Lovelace" | "Alan Turing";
const ROUTES: { route: string; who: Who }[] = [
  { route: "/", who: "anonymous" },
  { route: "/privacy", who: "anonymous" },
  { route: "/terms", who: "anonymous" },
  { route: "/dashboard", who: "Ada Lovelace" },
  { route: "/meetings", who: "Ada Lovelace" },
  { route: "/meetings/[id]", who: "Ada Lovelace" },
  { route: "/analytics", who: "Ada Lovelace" },
  { route: "/subscription", who: "Ada Lovelace" },
  { route: "/settings", who: "Ada Lovelace" },
  { route: "/admin", who: "Alan Turing" },
];
/** The landing page and every signed-in page: the phone target is "every signed-in page", not a sample. */
const LIGHTHOUSE_URLS: { route: string; who: Who }[] = [
  { route: "/", who: "anonymous" },
  { route: "/dashboard", who: "Ada Lovelace" },
  { route: "/meetings", who: "Ada Lovelace" },
  { route: "/meetings/[id]", who: "Ada Lovelace" },
  { route: "/action-items", who: "Ada Lovelace" },
  { route: "/search", who: "Ada Lovelace" },
  { route: "/calendar", who: "Ada Lovelace" },
  { route: "/bots", who: "Ada Lovelace" },
  { route: "/analytics", who: "Ada Lovelace" },
  { route: "/subscription", who: "Ada Lovelace" },
  { route: "/settings", who: "Ada Lovelace" },
  { route: "/support", who: "Ada Lovelace" },
  { route: "/admin", who: "Alan Turing" },
];

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/* ------------------------------------------------------------------------------------------------------- */

function run(cmd: string, args: string[], opts: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: opts.cwd, env: { ...process.env, ...opts.env }, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    child.stderr.on("data", (d: Buffer) => (out += d.toString()));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${cmd} ${args.join(" ")} exited with ${code}\n${out.slice(-4000)}`)),
    );
  });
}

async function build(): Promise<string> {
  console.log(`building apps/web (next build → ${DIST_DIR}) …`);
  const started = Date.now();
  const out = await run(path.join(WEB_DIR, "node_modules/.bin/next"), ["build"], {
    cwd: WEB_DIR,
    env: { SKIP_ENV_VALIDATION: "1", NEXT_DIST_DIR: DIST_DIR, NEXT_TELEMETRY_DISABLED: "1" },
  });
  console.log(`built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return out;
}

/** Sizes Next printed in its route table, when it did (Next ≤ 15 did; 16 does not). */
function printedSizes(buildOutput: string): Record<string, string> {
  const sizes: Record<string, string> = {};
  for (const line of buildOutput.split("\n")) {
    const m = /[┌├└]\s+[ƒ○●λ]?\s*(\/\S*)\s+([\d.]+\s*[kM]?B)\s+([\d.]+\s*[kM]?B)/.exec(line);
    if (m?.[1] && m[3]) sizes[m[1]] = m[3];
  }
  return sizes;
}

async function startApp(): Promise<ChildProcess> {
  console.log(`starting the built app on ${BASE} (PGlite in ${PGLITE_DIR}) …`);
  const child = spawn(path.join(LAUNCHER_DIR, "node_modules/.bin/tsx"), ["src/run-all.ts", "start"], {
    cwd: LAUNCHER_DIR,
    env: {
      ...process.env,
      PORT: String(PORT),
      SANDBOX_PORT: String(SANDBOX_PORT),
      PGLITE_DIR,
      NEXT_DIST_DIR: DIST_DIR,
      NEXT_TELEMETRY_DISABLED: "1",
      LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true, // its own process group: stopped as a whole
  });
  let log = "";
  child.stdout?.on("data", (d: Buffer) => (log += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (log += d.toString()));
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode}\n${log.slice(-4000)}`);
    try {
      const res = await fetch(`${BASE}/api/health`);
      if (res.ok) return child;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  stopApp(child);
  throw new Error(`the app did not answer ${BASE}/api/health within 180 s\n${log.slice(-4000)}`);
}

function stopApp(child: ChildProcess) {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    /* already gone */
  }
}

async function waitForExit(child: ChildProcess, ms: number) {
  if (child.exitCode !== null) return;
  await Promise.race([new Promise((r) => child.once("exit", r)), new Promise((r) => setTimeout(r, ms))]);
  if (child.exitCode === null && child.pid !== undefined) {
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      /* already gone */
    }
  }
}

/* ------------------------------------------------------------------------------------------------------- */

/** Cookies for the app's origin, as a signed-in browser holds them. */
type Jar = { name: string; value: string }[];
const cookieHeader = (jar: Jar) => jar.map((c) => `${c.name}=${c.value}`).join("; ");

/** Signs in through the sandbox picker in Chromium; returns the cookie jar and a seeded meeting's path. */
async function signIn(
  who: Exclude<Who, "anonymous">,
): Promise<{ jar: Jar; meetingPath: string | null }> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS.slice(1) });
  try {
    const context = await browser.newContext({ baseURL: BASE });
    const page = await context.newPage();
    await page.goto("/");
    await page.getByRole("link", { name: /sign in/i }).first().click();
    await page.getByRole("button", { name: new RegExp(who) }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard", { timeout: 30_000 });
    const session = (await context.cookies()).find((c) => c.name === "authjs.session-token");
    if (!session) throw new Error(`no authjs.session-token cookie after signing in as ${who}`);
    let meetingPath: string | null = null;
    if (who === "Ada Lovelace") {
      await page.goto("/meetings");
      const link = page.locator("main a[href^='/meetings/']").first();
      await link.waitFor({ timeout: 15_000 });
      meetingPath = await link.getAttribute("href");
    }
    // The signed-in pages are measured as a returning user's browser has them: with the time-zone cookie the first
    // page wrote once idle (without it every page re-renders its times after hydration, as only a first visit does).
    await page.waitForFunction(() => document.cookie.includes("tz="), null, { timeout: 15_000 });
    const tz = (await context.cookies()).find((c) => c.name === "tz");
    const jar = [session, ...(tz ? [tz] : [])].map((c) => ({ name: c.name, value: c.value }));
    return { jar, meetingPath };
  } finally {
    await browser.close();
  }
}

type ChunkSize = { raw: number; gzip: number };
type RouteJs = { route: string; url: string; chunks: string[]; raw: number; gzip: number };

async function firstLoadJs(
  jars: Record<Who, Jar>,
  meetingPath: string,
): Promise<{
  routes: RouteJs[];
  shared: { chunks: string[]; raw: number; gzip: number };
  noModule: { chunks: string[]; raw: number; gzip: number };
  sizes: Map<string, ChunkSize>;
}> {
  const sizes = new Map<string, ChunkSize>();
  const routes: RouteJs[] = [];
  const noModule = new Set<string>();
  for (const { route, who } of ROUTES) {
    const url = route === "/meetings/[id]" ? meetingPath : route;
    const res = await fetch(`${BASE}${url}`, { headers: jars[who].length ? { cookie: cookieHeader(jars[who]) } : {}, redirect: "manual" });
    if (res.status !== 200) throw new Error(`${url} as ${who} answered ${res.status}`);
    const html = await res.text();
    // `<script noModule>` (Next's legacy polyfills) is never fetched by a browser that runs modules: counted apart.
    const tags = [...html.matchAll(/<script\b[^>]*\bsrc="(\/_next\/static\/[^"]+\.js)"[^>]*>/g)];
    const isNoModule = (tag: string) => /\snomodule\b/i.test(tag);
    const chunks = [...new Set(tags.filter((m) => !isNoModule(m[0])).map((m) => m[1] ?? ""))].filter(Boolean);
    for (const m of tags) if (isNoModule(m[0]) && m[1]) noModule.add(m[1]);
    for (const chunk of [...chunks, ...noModule]) {
      if (sizes.has(chunk)) continue;
      const body = Buffer.from(await (await fetch(`${BASE}${chunk}`, { headers: { "accept-encoding": "identity" } })).arrayBuffer());
      sizes.set(chunk, { raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
    }
    const sum = (k: keyof ChunkSize) => chunks.reduce((n, c) => n + (sizes.get(c)?.[k] ?? 0), 0);
    routes.push({ route, url, chunks, raw: sum("raw"), gzip: sum("gzip") });
  }
  const shared = (routes[0]?.chunks ?? []).filter((c) => routes.every((r) => r.chunks.includes(c)));
  return {
    routes,
    sizes,
    shared: {
      chunks: shared,
      raw: shared.reduce((n, c) => n + (sizes.get(c)?.raw ?? 0), 0),
      gzip: shared.reduce((n, c) => n + (sizes.get(c)?.gzip ?? 0), 0),
    },
    noModule: {
      chunks: [...noModule],
      raw: [...noModule].reduce((n, c) => n + (sizes.get(c)?.raw ?? 0), 0),
      gzip: [...noModule].reduce((n, c) => n + (sizes.get(c)?.gzip ?? 0), 0),
    },
  };
}

/* ------------------------------------------------------------------------------------------------------- */

type LighthouseRun = {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  failedAudits: { category: string; id: string; title: string }[];
};

type LhJson = {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { title: string; score: number | null; numericValue?: number; scoreDisplayMode: string }>;
  runtimeError?: { code: string; message: string };
};

/** A fresh Chromium as Lighthouse would launch it, its cookie jar holding `jar`; Lighthouse attaches through `port`. */
async function chromeSignedIn(jar: Jar): Promise<{ port: number; kill(): void }> {
  const chrome = await launchChrome({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  if (jar.length) {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const context = browser.contexts()[0];
    if (!context) throw new Error("the launched Chromium has no default context");
    await context.addCookies(jar.map((c) => ({ ...c, url: BASE })));
    // Disconnects only: the browser (and its cookie jar) stays for Lighthouse.
    await browser.close();
  }
  return { port: chrome.port, kill: () => chrome.kill() };
}

async function lighthouse(route: string, jar: Jar, tmp: string, n: number): Promise<LighthouseRun> {
  const out = path.join(tmp, `lh-${route.replace(/\W+/g, "_")}-${n}.json`);
  const chrome = await chromeSignedIn(jar);
  const args = [`${BASE}${route}`, "--output=json", `--output-path=${out}`, "--only-categories=performance,accessibility,best-practices", `--port=${chrome.port}`, "--quiet"];
  try {
    await run(LIGHTHOUSE_BIN, args, { cwd: BENCH_DIR, env: { CHROME_PATH } });
  } finally {
    chrome.kill();
  }
  const lh = JSON.parse(readFileSync(out, "utf8")) as LhJson;
  if (lh.runtimeError) throw new Error(`lighthouse ${route}: ${lh.runtimeError.code} ${lh.runtimeError.message}`);
  const score = (id: string) => Math.round((lh.categories[id]?.score ?? 0) * 100);
  const failedAudits = ["accessibility", "best-practices"].flatMap((category) =>
    (lh.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => ({ ref, audit: lh.audits[ref.id] }))
      .filter(({ audit }) => audit && audit.scoreDisplayMode === "binary" && audit.score !== null && audit.score < 1)
      .map(({ ref, audit }) => ({ category, id: ref.id, title: audit?.title ?? ref.id })),
  );
  return {
    route,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    lcpMs: Math.round(lh.audits["largest-contentful-paint"]?.numericValue ?? NaN),
    tbtMs: Math.round(lh.audits["total-blocking-time"]?.numericValue ?? NaN),
    cls: Math.round((lh.audits["cumulative-layout-shift"]?.numericValue ?? NaN) * 1000) / 1000,
    failedAudits,
  };
}

function median(runs: LighthouseRun[]): LighthouseRun {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor(sorted.length / 2)] ?? sorted[0]!;
}

/* ------------------------------------------------------------------------------------------------------- */

function table(rows: (string | number)[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  return rows
    .map((r, ri) => {
      const line = r.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]!) : String(c).padStart(widths[i]!))).join("  ");
      return ri === 0 ? `${line}\n${widths.map((w) => "-".repeat(w)).join("  ")}` : line;
    })
    .join("\n");
}

/** The 1, 5 and 15-minute load averages: the machine is shared, so every run says how busy it was. */
function loadAverage(): string {
  return os.loadavg().map((l) => l.toFixed(2)).join(" / ");
}

async function main() {
  const buildOutput = SKIP_BUILD ? "" : await build();
  const loadBefore = loadAverage(); // after the build, which loads the machine itself
  const printed = printedSizes(buildOutput);
  const app = await startApp();
  const tmp = mkdtempSync(path.join(os.tmpdir(), "bench-web-"));
  if (LH_REPORTS) mkdirSync(LH_REPORTS, { recursive: true });
  try {
    const ada = await signIn("Ada Lovelace");
    const alan = await signIn("Alan Turing");
    if (!ada.meetingPath) throw new Error("no seeded meeting found for Ada");
    const jars: Record<Who, Jar> = { anonymous: [], "Ada Lovelace": ada.jar, "Alan Turing": alan.jar };
    const adaSession = ada.jar.find((c) => c.name === "authjs.session-token");
    if (!adaSession) throw new Error("no session cookie for Ada");

    const js = await firstLoadJs(jars, ada.meetingPath);
    console.log("\nFirst-load JS per route (the <script> chunks in the route's HTML; gzip -9 and raw)\n");
    console.log(
      table([
        ["route", "chunks", "gzip kB", "raw kB", "route-only gzip kB"],
        ...js.routes.map((r) => [r.route, r.chunks.length, kb(r.gzip), kb(r.raw), kb(r.gzip - js.shared.gzip)]),
        ["shared by all", js.shared.chunks.length, kb(js.shared.gzip), kb(js.shared.raw), "-"],
        ["nomodule (not fetched)", js.noModule.chunks.length, kb(js.noModule.gzip), kb(js.noModule.raw), "-"],
      ]),
    );
    if (Object.keys(printed).length) console.log("\nNext's own First Load JS column:", printed);

    const lhRuns: LighthouseRun[][] = [];
    // BENCH_LH_ONLY=/dashboard,/meetings: a subset, to look into one page (the result file is then a partial one).
    const only = process.env.BENCH_LH_ONLY?.split(",").map((r) => r.trim());
    for (const { route, who } of LIGHTHOUSE_URLS.filter((u) => !only || only.includes(u.route))) {
      const runs: LighthouseRun[] = [];
      for (let n = 0; n < LH_RUNS; n++) {
        process.stdout.write(`lighthouse ${route} run ${n + 1}/${LH_RUNS} …\r`);
        const url = route === "/meetings/[id]" ? ada.meetingPath : route;
        runs.push({ ...(await lighthouse(url, jars[who], LH_REPORTS ?? tmp, n)), route });
      }
      lhRuns.push(runs);
    }
    const lh = lhRuns.map(median);
    console.log(`\nLighthouse 12.6.1, mobile profile, simulated throttling, median of ${LH_RUNS} by performance\n`);
    console.log(
      table([
        ["url", "performance", "accessibility", "best practices", "LCP ms", "TBT ms", "CLS"],
        ...lh.map((r) => [r.route, r.performance, r.accessibility, r.bestPractices, r.lcpMs, r.tbtMs, r.cls]),
      ]),
    );
    for (const r of lh)
      for (const a of r.failedAudits) console.log(`  ${r.route}: failed ${a.category} audit ${a.id} — ${a.title}`);

    const inpRuns: InpResult[] = [];
    for (let n = 0; n < INP_RUNS; n++) {
      process.stdout.write(`INP session ${n + 1}/${INP_RUNS} …\r`);
      inpRuns.push(
        await measureInp({
          base: BASE,
          cookie: adaSession,
          executablePath: CHROME_PATH,
          chromeArgs: CHROME_FLAGS.slice(1),
          cpuSlowdown: INP_CPU,
        }),
      );
    }
    const inp = [...inpRuns].sort((a, b) => a.inp_ms - b.inp_ms)[Math.floor(inpRuns.length / 2)]!;
    console.log(`\nINP on ${inp.url}, scripted session, Chromium, ${inp.viewport}, CPU ${INP_CPU}× slower, median of ${INP_RUNS}\n`);
    console.log(
      table([
        ["step", "interactions", "worst ms"],
        ...inp.steps.map((st) => [st.step, st.interactions, st.worst_ms]),
        ["INP (web-vitals onINP)", "-", inp.inp_ms],
      ]),
    );
    if (inp.inp_attribution)
      console.log(
        `  INP interaction: ${inp.inp_attribution.type} on ${inp.inp_attribution.target || "(removed element)"} — input delay ` +
          `${Math.round(inp.inp_attribution.inputDelay)} ms, processing ${Math.round(inp.inp_attribution.processingDuration)} ms, ` +
          `presentation ${Math.round(inp.inp_attribution.presentationDelay)} ms`,
      );
    console.log(`  all sessions: ${inpRuns.map((r) => r.inp_ms).join(", ")} ms`);

    const met = {
      sharedGzip: kb(js.shared.gzip) <= TARGETS.sharedGzipKb,
      performance: lh.every((r) => r.performance >= TARGETS.performance),
      accessibility: lh.every((r) => r.accessibility >= TARGETS.accessibility),
      bestPractices: lh.every((r) => r.bestPractices >= TARGETS.bestPractices),
      inp: inpRuns.every((r) => r.inp_ms <= TARGETS.inpMs), // every scripted session, not the median
    };
    const said = (ok: boolean) => (ok ? "met" : "NOT met");
    console.log(
      `\ntargets: shared first-load JS ≤ ${TARGETS.sharedGzipKb} kB gzip ${said(met.sharedGzip)}; ` +
        `performance ≥ ${TARGETS.performance} ${said(met.performance)}; ` +
        `accessibility ${TARGETS.accessibility} ${said(met.accessibility)}; ` +
        `best practices ${TARGETS.bestPractices} ${said(met.bestPractices)}; INP ≤ ${TARGETS.inpMs} ms in every session ${said(met.inp)}`,
    );
    console.log(`machine load (1/5/15 min): before ${loadBefore}, after ${loadAverage()}`);

    mkdirSync(RESULTS_DIR, { recursive: true });
    const file = path.join(RESULTS_DIR, process.env.BENCH_LH_ONLY ? "web-partial.json" : "web.json");
    writeFileSync(
      file,
      `${JSON.stringify(
        {
          measured_at: new Date().toISOString(),
          node: process.version,
          next_build: SKIP_BUILD ? "reused" : "fresh",
          first_load_js: {
            method: "script chunks referenced by each route's server-rendered HTML, but <script noModule>; gzip level 9",
            shared: {
              chunks: js.shared.chunks.length,
              gzip_kb: kb(js.shared.gzip),
              raw_kb: kb(js.shared.raw),
              largest: js.shared.chunks
                .map((c) => ({ chunk: c, gzip_kb: kb(js.sizes.get(c)?.gzip ?? 0), raw_kb: kb(js.sizes.get(c)?.raw ?? 0) }))
                .sort((a, b) => b.gzip_kb - a.gzip_kb),
            },
            routes: js.routes.map((r) => ({ route: r.route, chunks: r.chunks.length, gzip_kb: kb(r.gzip), raw_kb: kb(r.raw) })),
            // Earlier runs (before 2026-11-26) counted these in "shared" too; add them to compare.
            nomodule_not_counted: { chunks: js.noModule.chunks, gzip_kb: kb(js.noModule.gzip), raw_kb: kb(js.noModule.raw) },
            next_printed: printed,
          },
          lighthouse: {
            version: "12.6.1",
            profile: "mobile, simulated throttling (Lighthouse defaults)",
            runs_per_url: LH_RUNS,
            results: lh.map((r) => ({
              url: r.route,
              performance: r.performance,
              accessibility: r.accessibility,
              best_practices: r.bestPractices,
              lcp_ms: r.lcpMs,
              tbt_ms: r.tbtMs,
              cls: r.cls,
              failed_audits: r.failedAudits,
            })),
            all_runs: lhRuns.flat().map(({ failedAudits: _, ...r }) => r),
          },
          inp: { ...inp, runs: INP_RUNS, all_runs_ms: inpRuns.map((r) => r.inp_ms) },
          machine_load: { before: loadBefore, after: loadAverage(), cores: os.cpus().length },
          targets: TARGETS,
          met,
        },
        null,
        2,
      )}\n`,
    );
    console.log(`wrote ${path.relative(REPO_ROOT, file)}`);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
    stopApp(app);
    await waitForExit(app, 15_000);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
