import path from "node:path";
import { fileURLToPath } from "node:url";
import type { NextConfig } from "next";
import { API_CONTENT_SECURITY_POLICY } from "./src/lib/content-security-policy";
import { securityHeaders as securityHeadersFor } from "./src/lib/security-headers";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const isDev = process.env.NODE_ENV !== "production";
/** Every /api path except the markup ones (`isMarkupUnderApi` in src/lib/content-security-policy.ts). */
export const API_JSON_SOURCE = "/api/:path((?!auth/|docs(?:/|$)|google/).*)";
// The pages' Content-Security-Policy names runtime URLs (the sign-in issuer), so src/proxy.ts sets it per request;
// these headers are the same in every environment.
const securityHeaders = securityHeadersFor(!isDev);

const config: NextConfig = {
  reactStrictMode: true,
  // Lets several dev servers run side by side (each with its own PORT, SANDBOX_PORT and PGLITE_DIR).
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  poweredByHeader: false,
  // The container build sets NEXT_OUTPUT=standalone: one self-contained server (.next/standalone/apps/web/server.js).
  // Off otherwise, because `next start` (the launcher, `pnpm start:web`) warns against a standalone build.
  output: process.env.NEXT_OUTPUT === "standalone" ? "standalone" : undefined,
  outputFileTracingRoot: repoRoot,
  // Read from disk at start-up (src/server/lifecycle.ts), so the tracer cannot find them by itself.
  outputFileTracingIncludes: { "/*": ["../../packages/db/migrations/**/*"] },
  transpilePackages: ["@understudy/ui", "@understudy/api", "@understudy/services", "@understudy/auth", "@understudy/db", "@understudy/integrations"],
  serverExternalPackages: ["@electric-sql/pglite", "pino", "pg-boss", "postgres"],
  typescript: { ignoreBuildErrors: false },
  // Before the pages (whose catch-all redirects unknown paths to /): OAuth discovery documents, and JSON 404s.
  async rewrites() {
    return { beforeFiles: [{ source: "/.well-known/:path+", destination: "/api/well-known/:path+" }], afterFiles: [], fallback: [] };
  },
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders },
      // The JSON answers under /api, which src/proxy.ts skips: the fixed strict policy it gives them when it runs
      // (API_CONTENT_SECURITY_POLICY in src/lib/content-security-policy.ts; the proxy's test checks both agree).
      // The HTML under /api (sign-in, docs, the Google popup) goes through the proxy for the pages' policy.
      { source: API_JSON_SOURCE, headers: [{ key: "Content-Security-Policy", value: API_CONTENT_SECURITY_POLICY }] },
    ];
  },
};

export default config;
