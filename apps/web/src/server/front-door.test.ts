import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import nextConfig from "../../next.config";

// Next's own path-to-regexp, which reads next.config.ts's header sources (no type declarations of its own).
const { pathToRegexp } = createRequire(import.meta.url)("next/dist/compiled/path-to-regexp") as { pathToRegexp: (path: string) => RegExp };

// The log reads the validated server env, which a unit test does not have.
vi.stubEnv("SKIP_ENV_VALIDATION", "1");
const { frontDoor } = await import("./front-door");

const served: string[] = [];
const errors: unknown[] = [];
const servers: Server[] = [];

async function start(production: boolean): Promise<string> {
  const handler = frontDoor(
    (req, res) => {
      served.push(`next ${req.url}`);
      res.writeHead(200, { "content-type": "text/plain" }).end("next");
    },
    {
      production,
      rest: (req, res) => {
        if (req.url === "/api/meetings/broken") return Promise.reject(new Error("socket closed mid-body"));
        served.push(`rest ${req.method} ${req.url}`);
        res.writeHead(200, { "content-type": "application/json" }).end("{}");
        return Promise.resolve();
      },
      log: { error: (obj: unknown) => void errors.push(obj) },
    },
  );
  const server = createServer((req, res) => void handler(req, res));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let base = "";
beforeAll(async () => {
  base = await start(true);
});
afterAll(() => Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve())))));

const ask = async (path: string, init?: RequestInit, at = base) => {
  served.length = 0;
  const response = await fetch(`${at}${path}`, init);
  return { response, by: served[0]?.split(" ")[0] };
};

describe("the front door", () => {
  it("hands the contract's rows, whatever the method, query or %-encoding, to the REST adapter", async () => {
    for (const path of ["/api/meetings?limit=20", "/api/meetings/abc/bot", "/api/meetings/%41b", "/api/subscription/status", "/api/auth/me", "/api/avatar/voice/samples/x/audio"]) {
      expect([path, (await ask(path)).by]).toEqual([path, "rest"]);
    }
    expect((await ask("/api/meetings", { method: "DELETE" })).by).toBe("rest");
  });

  it("leaves everything else to Next: pages, tRPC, sign-in, webhooks, MCP, a path that names no row, a slash to redirect, a broken encoding", async () => {
    for (const path of ["/", "/dashboard", "/api/trpc/meetings.list", "/api/auth/session", "/api/webhooks/bot", "/api/mcp", "/api/health/ready", "/api/nothing-here", "/api/meetings/", "/api//meetings", "/api/meetings/%zz", "/apiary"]) {
      expect([path, (await ask(path)).by]).toEqual([path, "next"]);
    }
  });

  it("puts on the contract's answers exactly the headers next.config.ts gives an /api JSON path, HSTS in production", async () => {
    // Vitest runs with NODE_ENV=test, so next.config.ts has its non-production headers: a front door built alike.
    const rules = (await nextConfig.headers?.()) ?? [];
    const expected = rules.filter((rule) => pathToRegexp(rule.source).test("/api/meetings")).flatMap((rule) => rule.headers);
    expect(expected.map((h) => h.key)).toEqual(expect.arrayContaining(["Content-Security-Policy", "X-Content-Type-Options", "X-Frame-Options", "Referrer-Policy", "Permissions-Policy"]));
    const { response } = await ask("/api/meetings", undefined, await start(false));
    expect(Object.fromEntries(expected.map(({ key }) => [key, response.headers.get(key)]))).toEqual(Object.fromEntries(expected.map(({ key, value }) => [key, value])));
    expect(response.headers.get("strict-transport-security")).toBeNull();
    expect((await ask("/api/meetings")).response.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
  });

  it("answers 500 {detail} and logs when the adapter fails outside its own error handling", async () => {
    const { response, by } = await ask("/api/meetings/broken");
    expect([response.status, await response.json(), by]).toEqual([500, { detail: "Internal Server Error" }, undefined]);
    expect(errors).toHaveLength(1);
  });
});
