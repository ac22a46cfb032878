import { createRequire } from "node:module";
import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";
import nextConfig from "../next.config";
import { API_CONTENT_SECURITY_POLICY } from "./lib/content-security-policy";

// Next's own path-to-regexp, which reads next.config.ts's header sources (no type declarations of its own).
const { pathToRegexp } = createRequire(import.meta.url)("next/dist/compiled/path-to-regexp") as { pathToRegexp: (path: string) => RegExp };

// The proxy also sets the CSP from the validated server env, which a unit test does not have.
vi.stubEnv("SKIP_ENV_VALIDATION", "1");
const { config, proxy } = await import("./proxy");

const at = (path: string) => proxy(new NextRequest(`http://localhost${path}`));
/** Whether Next runs the proxy for a path (the matcher is a regular expression over the pathname). */
const proxied = (path: string) => config.matcher.some((pattern) => new RegExp(`^${pattern}$`).test(path));

describe("the proxy", () => {
  it("answers a path whose %-encoding is broken with the contract's 404 {detail}, before Next.js fails to route it", async () => {
    for (const path of ["/api/meetings/%zz", "/api/meetings/%E0%A4%A", "/api/%", "/api/auth/%zz", "/meetings/%zz"]) {
      const response = at(path);
      expect([path, response.status, response.headers.get("content-type"), await response.json()]).toEqual([path, 404, "application/json", { detail: "Not Found" }]);
    }
  });

  it("lets a well-formed path through to its route", () => {
    for (const path of ["/api/meetings/%41", "/api/meetings?q=%zz", "/api/gmail/meetings/a%2Fb/add", "/meetings/%E2%9C%93"]) {
      expect(at(path).headers.get("x-middleware-next"), path).toBe("1");
    }
  });

  it("runs for pages, the HTML under /api and any /api path with a %; not for the JSON routes under /api nor Next's static assets", () => {
    expect(["/", "/meetings", "/meetings/%E2%9C%93", "/api/meetings/%zz", "/api/meetings/%41", "/api/auth/session", "/api/auth/signin/google", "/api/docs", "/api/google/callback"].filter((p) => !proxied(p))).toEqual([]);
    expect(["/_next/static/chunks/app.js", "/_next/image", "/favicon.ico", "/api/meetings", "/api/meetings/abc/bot", "/api/trpc/meetings.list", "/api/mcp", "/api/health", "/api/webhooks/stripe", "/api/docsearch"].filter(proxied)).toEqual([]);
  });

  it("gives JSON answers under /api the strict policy, pages and the HTML under /api the pages' policy", () => {
    for (const path of ["/api/meetings/%41", "/api/meetings/%zz", "/api/trpc/a%2Cb"]) expect(at(path).headers.get("content-security-policy"), path).toBe(API_CONTENT_SECURITY_POLICY);
    for (const path of ["/", "/meetings/%E2%9C%93", "/api/auth/session", "/api/docs", "/api/google/callback"]) {
      expect(at(path).headers.get("content-security-policy"), path).toContain("default-src 'self'");
    }
  });

  it("next.config.ts gives the same strict policy to exactly the /api paths the proxy skips", async () => {
    const rule = (await nextConfig.headers?.())?.find((r) => r.headers.some((h) => h.key === "Content-Security-Policy"));
    expect(rule?.headers).toEqual([{ key: "Content-Security-Policy", value: API_CONTENT_SECURITY_POLICY }]);
    const source = pathToRegexp(rule?.source ?? "");
    const json = ["/api/meetings", "/api/meetings/abc/bot", "/api/trpc/meetings.list", "/api/mcp", "/api/health/ready", "/api/webhooks/bot", "/api/docsearch"];
    const markup = ["/", "/meetings", "/api/auth/session", "/api/docs", "/api/google/callback"];
    expect([json.filter((p) => !source.test(p) || proxied(p)), markup.filter((p) => source.test(p))]).toEqual([[], []]);
  });
});
