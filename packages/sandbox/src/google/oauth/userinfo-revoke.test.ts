import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { RunningSandbox } from "../../start";
import { mutableClock, signInAndExchange, startTestSandbox, tokenRequest, type MutableClock } from "../../test/oauth-client";
import { subjectFor } from "./accounts";

let sandbox: RunningSandbox;
let time: MutableClock;
beforeAll(async () => {
  time = mutableClock();
  sandbox = await startTestSandbox(time.clock);
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  time.now = new Date();
  await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
});

const userinfo = (token: string) => fetch(`${sandbox.url}/v1/userinfo`, { headers: { Authorization: `Bearer ${token}` } });
const revoke = (token: string, via: "query" | "form" = "query") =>
  via === "query"
    ? fetch(`${sandbox.url}/revoke?token=${encodeURIComponent(token)}`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" } })
    : fetch(`${sandbox.url}/revoke`, { method: "POST", body: new URLSearchParams({ token }) });
const refresh = (refreshToken: unknown) => tokenRequest(sandbox, { grant_type: "refresh_token", refresh_token: String(refreshToken) });

describe("userinfo", () => {
  it("returns the claims for the token's scopes", async () => {
    const { tokens } = await signInAndExchange(sandbox, "alan@understudy.test");
    const res = await userinfo(String(tokens.access_token));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      sub: subjectFor("alan@understudy.test"),
      email: "alan@understudy.test",
      email_verified: true,
      name: "Alan Turing",
      given_name: "Alan",
      family_name: "Turing",
      picture: `${sandbox.url}/avatar/${subjectFor("alan@understudy.test")}.svg`,
    });
  });

  it("leaves out profile claims without the profile scope", async () => {
    const { tokens } = await signInAndExchange(sandbox, "alan@understudy.test", { scope: "openid email" });
    expect(await (await userinfo(String(tokens.access_token))).json()).toEqual({
      sub: subjectFor("alan@understudy.test"),
      email: "alan@understudy.test",
      email_verified: true,
    });
  });

  it("answers 401 JSON for missing, unknown and expired tokens", async () => {
    const missing = await fetch(`${sandbox.url}/v1/userinfo`);
    expect(missing.status).toBe(401);
    expect(((await missing.json()) as { error: string }).error).toBe("invalid_request");

    const unknown = await userinfo("ya29.nope");
    expect(unknown.status).toBe(401);
    expect(unknown.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(((await unknown.json()) as { error: string }).error).toBe("invalid_token");

    const { tokens } = await signInAndExchange(sandbox, "ada@understudy.test");
    time.advance(3598 * 1000);
    expect((await userinfo(String(tokens.access_token))).status).toBe(200);
    time.advance(2000);
    expect((await userinfo(String(tokens.access_token))).status).toBe(401);
  });
});

describe("revoke", () => {
  it("revoking the access token also revokes the refresh token", async () => {
    const { tokens } = await signInAndExchange(sandbox, "ada@understudy.test", { access_type: "offline" });
    const res = await revoke(String(tokens.access_token));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
    expect((await userinfo(String(tokens.access_token))).status).toBe(401);
    const refreshed = await refresh(tokens.refresh_token);
    expect(refreshed.response.status).toBe(400);
    expect(refreshed.json).toEqual({ error: "invalid_grant", error_description: "Token has been expired or revoked." });
  });

  it("revoking the refresh token (form body) also revokes its access tokens", async () => {
    const { tokens } = await signInAndExchange(sandbox, "grace@understudy.test", { access_type: "offline" });
    const refreshed = await refresh(tokens.refresh_token);
    expect(refreshed.response.status).toBe(200);
    expect((await revoke(String(tokens.refresh_token), "form")).status).toBe(200);
    expect((await userinfo(String(tokens.access_token))).status).toBe(401);
    expect((await userinfo(String(refreshed.json.access_token))).status).toBe(401);
    expect((await refresh(tokens.refresh_token)).response.status).toBe(400);
  });

  it("leaves other users' tokens alone", async () => {
    const ada = (await signInAndExchange(sandbox, "ada@understudy.test")).tokens;
    const grace = (await signInAndExchange(sandbox, "grace@understudy.test")).tokens;
    expect((await revoke(String(ada.access_token))).status).toBe(200);
    expect((await userinfo(String(grace.access_token))).status).toBe(200);
  });

  it("answers 400 invalid_token for unknown or already revoked tokens", async () => {
    const unknown = await revoke("ya29.unknown");
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { error: string }).error).toBe("invalid_token");

    const { tokens } = await signInAndExchange(sandbox, "ada@understudy.test");
    expect((await revoke(String(tokens.access_token))).status).toBe(200);
    expect((await revoke(String(tokens.access_token))).status).toBe(400);
    expect((await fetch(`${sandbox.url}/revoke`, { method: "POST" })).status).toBe(400);
  });

  it("has no GET route", async () => {
    const { tokens } = await signInAndExchange(sandbox, "ada@understudy.test");
    expect((await fetch(`${sandbox.url}/revoke?token=${encodeURIComponent(String(tokens.access_token))}`)).status).toBe(404);
    expect((await userinfo(String(tokens.access_token))).status).toBe(200);
  });
});
