import NextAuth from "next-auth";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { withDetailErrors } from "./auth-errors";

// The real next-auth, with no provider to reach: what it answers for routes it does not know, and for its own flows.
const { handlers } = NextAuth({ providers: [], secret: "a-test-secret-that-is-long-enough-32", trustHost: true, basePath: "/api/auth", logger: { error: () => {} } });
const get = async (path: string) => withDetailErrors(await handlers.GET(new NextRequest(`http://localhost${path}`)));
const post = async (path: string, body: unknown) =>
  withDetailErrors(await handlers.POST(new NextRequest(`http://localhost${path}`, { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json" } })));

describe("next-auth's answers under /api/auth", () => {
  it("turn the bare JSON string of an unknown action into {detail}, keeping the status", async () => {
    for (const response of [await get("/api/auth/nope"), await get("/api/auth/session/extra"), await post("/api/auth/nope", {})]) {
      expect(response.status).toBe(400);
      expect(response.headers.get("content-type")).toBe("application/json");
      expect(await response.json()).toEqual({ detail: "Bad request." });
    }
  });

  it("keep the headers next-auth set on such an answer", async () => {
    const answer = Response.json("Bad request.", { status: 400, headers: { "set-cookie": "a=b; Path=/", "content-length": "14" } });
    const rewritten = await withDetailErrors(answer);
    expect([rewritten.headers.get("set-cookie"), rewritten.headers.get("content-length"), await rewritten.text()]).toEqual(["a=b; Path=/", null, '{"detail":"Bad request."}']);
  });

  it("leave the real flows as next-auth sends them: session, csrf, providers, a refused session update", async () => {
    expect(await (await get("/api/auth/session")).json()).toBeNull();
    expect(await (await get("/api/auth/csrf")).json()).toEqual({ csrfToken: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(await (await get("/api/auth/providers")).json()).toEqual({});
    const refused = await post("/api/auth/session", {});
    expect([refused.status, await refused.json()]).toEqual([400, null]);
  });

  it("leave pages and redirects alone, also the ones for an unknown provider", async () => {
    for (const page of ["/api/auth/signin", "/api/auth/signout", "/api/auth/error"]) {
      const response = await get(page);
      expect([page, response.status, response.headers.get("content-type")]).toEqual([page, 200, "text/html"]);
    }
    const unknownProvider = await get("/api/auth/signin/nope");
    expect([unknownProvider.status, unknownProvider.headers.get("location")]).toEqual([302, "http://localhost/api/auth/error?error=Configuration"]);
  });
});
