import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import { productWebEnv, REPO_ROOT, startLauncher, startNext, startTsProcess, startWeb, type Managed } from "../processes";

export const SERVER_NAMES = ["bare", "floor", "floor-pages", "product", "launcher"] as const;
export type ServerName = (typeof SERVER_NAMES)[number];

export const FLOOR_DIR = path.join(REPO_ROOT, "bench/next-floor");
const BARE_ENTRY = path.join(path.dirname(fileURLToPath(import.meta.url)), "bare-server.ts");

export const DESCRIPTIONS: Record<ServerName, string> = {
  bare: "node:http + postgres-js (bench/src/api/bare-server.ts)",
  floor: "minimal Next.js route handler, same SQL (bench/next-floor, next start)",
  "floor-pages": "minimal Next.js Pages API route, same SQL (bench/next-floor, next start)",
  product: "the product's /api/meetings as `pnpm start:web` serves it alone (apps/web/src/main.ts: the front door, Next behind it)",
  launcher: "the product as `pnpm start` runs it (tooling/launcher: that web server + the worker and the sandbox in the launcher's process)",
};

/** What each server is asked: the floors' two routes live in one app, so the Pages API one has a path of its own. */
export function pathOf(name: ServerName, limit: number): string {
  return `${name === "floor-pages" ? "/api/pages/meetings" : "/api/meetings"}?limit=${limit}`;
}

/** The build a `next start` needs, or why it is missing. */
export function nextBuildOf(appDir: string, distDir: string): string | null {
  return existsSync(path.join(appDir, distDir, "BUILD_ID")) ? null : `${path.relative(REPO_ROOT, path.join(appDir, distDir))} has no production build`;
}

export interface StartOptions {
  databaseUrl: string;
  port: number;
  /** apps/web's build folder (NEXT_DIST_DIR), to measure another build of the product beside this one. */
  webDistDir: string;
  /** Extra NODE_OPTIONS for the server's process (e.g. --cpu-prof). */
  nodeOptions?: string;
  /** The launcher's sandbox port (its Google, Stripe, bots …). */
  sandboxPort?: number;
}

/**
 * Starts one of the three servers as its own process. The product gets what an operator sets in production
 * (docs/deploy.md) and nothing else: no outside service is configured, which the list route never needs.
 */
export function startServer(name: ServerName, options: StartOptions): Managed {
  const { databaseUrl, port } = options;
  const nodeOptions: Record<string, string> = options.nodeOptions ? { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} ${options.nodeOptions}`.trim() } : {};
  if (name === "bare") return startTsProcess(name, BARE_ENTRY, { DATABASE_URL: databaseUrl, PORT: String(port), ...nodeOptions });
  if (name === "floor" || name === "floor-pages") return startNext(name, FLOOR_DIR, port, { NODE_ENV: "production", DATABASE_URL: databaseUrl, ...nodeOptions });
  if (name === "launcher")
    // Nothing but what a user sets: DATABASE_URL (so no embedded PGlite and no demo seed) and the ports. Its
    // secrets go to a scratch folder, not the checkout's .data/.
    return startLauncher(name, {
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      SANDBOX_PORT: String(options.sandboxPort ?? port + 1000),
      PGLITE_DIR: mkdtempSync(path.join(os.tmpdir(), "bench-api-launcher-")),
      NEXT_DIST_DIR: options.webDistDir,
      NEXT_TELEMETRY_DISABLED: "1",
      LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
      ...nodeOptions,
    });
  return startWeb(name, port, { ...productWebEnv(databaseUrl, port), NEXT_DIST_DIR: options.webDistDir, ...nodeOptions });
}
