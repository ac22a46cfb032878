import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

/**
 * End-to-end suite against the built app (`next build` first). Debian's Chromium, never a browser
 * downloaded by Playwright. The base URL is localhost, not 127.0.0.1: Auth.js cookies are set for the
 * AUTH_URL host and are lost on redirects across the two names.
 */
const CI = process.env.CI === "true" || process.env.CI === "1";
const BASE_URL = process.env.E2E_BASE_URL ?? "http://localhost:3000";
const REPO_ROOT = path.resolve(import.meta.dirname, "../..");
const RESULTS_DIR = process.env.E2E_RESULTS_DIR ?? path.join(import.meta.dirname, "test-results");

export default defineConfig({
  testDir: "./tests",
  outputDir: path.join(RESULTS_DIR, "artifacts"),
  fullyParallel: false,
  workers: 1,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: path.join(RESULTS_DIR, "playwright.json") }]],
  use: {
    baseURL: BASE_URL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: "pnpm --filter @understudy/launcher start",
        cwd: REPO_ROOT,
        url: "http://localhost:3000/api/health",
        reuseExistingServer: !CI,
        timeout: 180_000,
        stdout: "pipe",
        stderr: "pipe",
        gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
      },
});
