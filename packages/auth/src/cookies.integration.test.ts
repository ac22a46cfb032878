import { Auth } from "@auth/core";
import { afterAll, describe, expect, it } from "vitest";
import { connectTestDb, createTestSession, createTestUser } from "@understudy/db/test";
import { createAuthConfig, useSecureCookies } from "./config";
import type { AuthEnv } from "./env";

const { db, close } = connectTestDb();
afterAll(close);

const baseEnv = {
  AUTH_SECRET: "x".repeat(32),
  AUTH_GOOGLE_ID: "client",
  AUTH_GOOGLE_SECRET: "secret",
  GOOGLE_ISSUER: "https://accounts.google.com",
  ADMIN_EMAILS: [],
} as unknown as AuthEnv;

/** What the app behind a TLS-terminating proxy sees: plain http on an internal address, whatever the public URL. */
async function authRequest(env: AuthEnv, path: string, cookie?: string): Promise<Response> {
  const request = new Request(`http://10.0.0.7:3000/api/auth/${path}`, { headers: cookie ? { cookie } : {} });
  return Auth(request, { ...createAuthConfig(db, env), basePath: "/api/auth" });
}

function cookieNames(response: Response): string[] {
  return response.headers.getSetCookie().map((c) => c.split("=")[0] ?? "");
}

describe("auth cookies follow the public URL", () => {
  it("are Secure, with __Host-/__Secure- names, when AUTH_URL is https, even on a plain-http request", async () => {
    const env = { ...baseEnv, AUTH_URL: "https://meet.example.com" };
    const response = await authRequest(env, "csrf");
    expect(cookieNames(response)).toContain("__Host-authjs.csrf-token");
    expect(response.headers.getSetCookie().every((c) => /;\s*Secure/i.test(c))).toBe(true);
  });

  it("read the session from the __Secure- session cookie when AUTH_URL is https, and not from the plain one", async () => {
    const env = { ...baseEnv, AUTH_URL: "https://meet.example.com" };
    const user = await createTestUser(db);
    const sessionToken = await createTestSession(db, user.id);
    const secure = await authRequest(env, "session", `__Secure-authjs.session-token=${sessionToken}`);
    expect(((await secure.json()) as { user?: { id: string } } | null)?.user?.id).toBe(user.id);
    const plain = await authRequest(env, "session", `authjs.session-token=${sessionToken}`);
    expect(await plain.json()).toBeNull();
  });

  it("keep plain names on an http public URL (local use), so sign-in works without TLS", async () => {
    const env = { ...baseEnv, AUTH_URL: "http://localhost:3000" };
    const response = await authRequest(env, "csrf");
    expect(cookieNames(response)).toContain("authjs.csrf-token");
    expect(response.headers.getSetCookie().some((c) => /;\s*Secure/i.test(c))).toBe(false);
  });

  it("are decided per request by Auth.js when no public URL is configured", () => {
    expect(useSecureCookies({ AUTH_URL: undefined })).toBeUndefined();
    expect(useSecureCookies({ AUTH_URL: "https://meet.example.com/" })).toBe(true);
    expect(useSecureCookies({ AUTH_URL: "http://localhost:3000" })).toBe(false);
  });
});
