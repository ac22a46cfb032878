import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";

// The proxy also sets the CSP from the validated server env, which a unit test does not have.
vi.stubEnv("SKIP_ENV_VALIDATION", "1");
const { config, proxy } = await import("./proxy");

const at = (path: string) => proxy(new NextRequest(`http://localhost${path}`));

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

  it("runs for pages and API routes (their CSP), not for Next's static assets", () => {
    const [pattern] = config.matcher;
    const matches = (path: string) => new RegExp(`^${pattern ?? ""}$`).test(path);
    expect(["/", "/meetings", "/api/meetings/%zz", "/api/auth/session"].every(matches)).toBe(true);
    expect(["/_next/static/chunks/app.js", "/_next/image", "/favicon.ico"].some(matches)).toBe(false);
  });
});
