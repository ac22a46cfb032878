import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { RunningSandbox } from "../start";
import { signInAndExchange, startTestSandbox, tokenRequest } from "../test/oauth-client";

let sandbox: RunningSandbox;
beforeAll(async () => void (sandbox = await startTestSandbox()));
afterAll(() => sandbox.close());
beforeEach(async () => void (await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" })));

const arm = (body: unknown) =>
  fetch(`${sandbox.url}/__sandbox/faults`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });

async function offlineTokens() {
  return (await signInAndExchange(sandbox, "ada@understudy.test", { access_type: "offline", prompt: "consent" })).tokens;
}
const refresh = (token: unknown) => tokenRequest(sandbox, { grant_type: "refresh_token", refresh_token: String(token) });

describe("fault injection", () => {
  it("token.invalid_grant fails the next refresh only", async () => {
    const tokens = await offlineTokens();
    const armed = await arm({ token: { invalid_grant: true } });
    expect(armed.status).toBe(200);
    expect(await armed.json()).toEqual({ armed: { token: { invalid_grant: 1 } } });

    const failed = await refresh(tokens.refresh_token);
    expect(failed.response.status).toBe(400);
    expect(failed.json).toEqual({ error: "invalid_grant", error_description: "Token has been expired or revoked." });
    expect((await refresh(tokens.refresh_token)).response.status).toBe(200);
  });

  it("does not affect the authorization_code grant", async () => {
    await arm({ token: { invalid_grant: true } });
    const tokens = await offlineTokens();
    expect(tokens.access_token).toBeTruthy();
    expect((await refresh(tokens.refresh_token)).response.status).toBe(400);
  });

  it("takes a count, can be disarmed, and lists what is armed and available", async () => {
    const tokens = await offlineTokens();
    await arm({ token: { invalid_grant: 2 } });
    expect((await refresh(tokens.refresh_token)).response.status).toBe(400);
    const listing: unknown = await (await fetch(`${sandbox.url}/__sandbox/faults`)).json();
    expect(listing).toEqual({ armed: { token: { invalid_grant: 1 } }, available: expect.objectContaining({ token: ["invalid_grant"] }) });
    await arm({ token: { invalid_grant: false } });
    expect((await refresh(tokens.refresh_token)).response.status).toBe(200);
  });

  it("rejects unknown faults and malformed bodies", async () => {
    const unknown = await arm({ token: { invalid_grnt: true } });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { error: string }).error).toBe("unknown_fault");
    expect((await arm({ token: { invalid_grant: "yes" } })).status).toBe(400);
    expect((await fetch(`${sandbox.url}/__sandbox/faults`, { method: "POST", body: "{" })).status).toBe(400);
  });
});

describe("reset", () => {
  it("clears tokens, grants and armed faults", async () => {
    const tokens = await offlineTokens();
    await arm({ token: { invalid_grant: true } });
    const res = await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
    expect(res.status).toBe(200);
    expect(((await (await fetch(`${sandbox.url}/__sandbox/faults`)).json()) as { armed: unknown }).armed).toEqual({});
    const refreshed = await refresh(tokens.refresh_token);
    expect(refreshed.json.error_description).toBe("Token has been expired or revoked.");
    const info = await fetch(`${sandbox.url}/v1/userinfo`, { headers: { Authorization: `Bearer ${String(tokens.access_token)}` } });
    expect(info.status).toBe(401);
  });
});
