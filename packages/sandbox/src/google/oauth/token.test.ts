import { createVerify } from "node:crypto";
import { createRemoteJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify } from "jose";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { RunningSandbox } from "../../start";
import {
  CLIENT_ID,
  REDIRECT_URI,
  mutableClock,
  pkcePair,
  signInAndExchange,
  signInAs,
  startTestSandbox,
  tokenRequest,
  type MutableClock,
} from "../../test/oauth-client";

let sandbox: RunningSandbox;
let time: MutableClock;
beforeAll(async () => {
  time = mutableClock(new Date());
  sandbox = await startTestSandbox(time.clock);
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  time.now = new Date();
  await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
});

const jwks = () => createRemoteJWKSet(new URL(`${sandbox.url}/oauth2/v3/certs`));

async function codeFor(email: string, params: Record<string, string> = {}) {
  const callback = await signInAs(sandbox, email, params);
  return callback.searchParams.get("code") ?? "";
}

function expectOAuthError(result: { response: Response; json: Record<string, unknown> }, status: number, error: string) {
  expect(result.response.status).toBe(status);
  expect(result.response.headers.get("content-type")).toBe("application/json; charset=utf-8");
  expect(result.json.error).toBe(error);
  expect(typeof result.json.error_description).toBe("string");
}

describe("authorization_code grant", () => {
  it("exchanges a PKCE S256 code for tokens and a verifiable ID token", async () => {
    const { tokens } = await signInAndExchange(sandbox, "ada@understudy.test", { nonce: "n-0S6_WzA2Mj" });
    expect(tokens).toMatchObject({ expires_in: 3599, token_type: "Bearer" });
    expect(tokens.access_token).toMatch(/^ya29\.sandbox-/);
    expect(tokens).not.toHaveProperty("refresh_token");
    expect(tokens.scope).toBe(
      "openid https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile",
    );

    const idToken = String(tokens.id_token);
    const jwk = (await (await fetch(`${sandbox.url}/oauth2/v3/certs`)).json()) as { keys: { kid: string }[] };
    expect(decodeProtectedHeader(idToken)).toEqual({ alg: "RS256", kid: jwk.keys[0]?.kid, typ: "JWT" });
    const { payload } = await jwtVerify(idToken, jwks(), { issuer: sandbox.issuer, audience: CLIENT_ID, algorithms: ["RS256"] });
    expect(payload).toMatchObject({
      iss: sandbox.issuer,
      aud: CLIENT_ID,
      azp: CLIENT_ID,
      email: "ada@understudy.test",
      email_verified: true,
      name: "Ada Lovelace",
      given_name: "Ada",
      family_name: "Lovelace",
      nonce: "n-0S6_WzA2Mj",
    });
    expect(payload.sub).toMatch(/^1\d{20}$/);
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(3600);
    expect(payload.iat).toBe(Math.floor(time.now.getTime() / 1000));
    expect(typeof payload.at_hash).toBe("string");

    const picture = await fetch(String(payload.picture));
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(await picture.text()).toContain(">AL</text>");
  });

  it("gives each email a stable sub and omits nonce when none was sent", async () => {
    const first = decodeJwt(String((await signInAndExchange(sandbox, "grace@understudy.test")).tokens.id_token));
    const second = decodeJwt(String((await signInAndExchange(sandbox, "grace@understudy.test")).tokens.id_token));
    const alan = decodeJwt(String((await signInAndExchange(sandbox, "alan@understudy.test")).tokens.id_token));
    expect(first.sub).toBe(second.sub);
    expect(alan.sub).not.toBe(first.sub);
    expect(first).not.toHaveProperty("nonce");
  });

  it("verifies against the PEM certificate the way google-auth-library does", async () => {
    const idToken = String((await signInAndExchange(sandbox, "ada@understudy.test")).tokens.id_token);
    const [header = "", payload = "", signature = ""] = idToken.split(".");
    const { kid } = decodeProtectedHeader(idToken);
    const pems = (await (await fetch(`${sandbox.url}/oauth2/v1/certs`)).json()) as Record<string, string>;
    const verifier = createVerify("RSA-SHA256");
    verifier.update(`${header}.${payload}`);
    expect(verifier.verify(pems[kid ?? ""] ?? "", Buffer.from(signature, "base64url"))).toBe(true);
  });

  it("accepts client_secret_post", async () => {
    const { tokens } = await signInAndExchange(sandbox, "ada@understudy.test", {}, "post");
    expect(tokens.access_token).toBeTruthy();
  });

  it("supports plain PKCE", async () => {
    const { verifier } = pkcePair();
    const code = await codeFor("ada@understudy.test", { code_challenge: verifier, code_challenge_method: "plain" });
    const ok = await tokenRequest(sandbox, { grant_type: "authorization_code", code, redirect_uri: REDIRECT_URI, code_verifier: verifier });
    expect(ok.response.status).toBe(200);
  });

  it("rejects a wrong, missing or unexpected code_verifier", async () => {
    const { challenge } = pkcePair();
    const wrong = await tokenRequest(sandbox, {
      grant_type: "authorization_code",
      code: await codeFor("ada@understudy.test", { code_challenge: challenge, code_challenge_method: "S256" }),
      redirect_uri: REDIRECT_URI,
      code_verifier: pkcePair().verifier,
    });
    expectOAuthError(wrong, 400, "invalid_grant");

    const missing = await tokenRequest(sandbox, {
      grant_type: "authorization_code",
      code: await codeFor("ada@understudy.test", { code_challenge: challenge }),
      redirect_uri: REDIRECT_URI,
    });
    expectOAuthError(missing, 400, "invalid_grant");

    const unexpected = await tokenRequest(sandbox, {
      grant_type: "authorization_code",
      code: await codeFor("ada@understudy.test"),
      redirect_uri: REDIRECT_URI,
      code_verifier: pkcePair().verifier,
    });
    expectOAuthError(unexpected, 400, "invalid_grant");
  });

  it("treats codes as single-use", async () => {
    const code = await codeFor("ada@understudy.test");
    const first = await tokenRequest(sandbox, { grant_type: "authorization_code", code, redirect_uri: REDIRECT_URI });
    expect(first.response.status).toBe(200);
    const second = await tokenRequest(sandbox, { grant_type: "authorization_code", code, redirect_uri: REDIRECT_URI });
    expectOAuthError(second, 400, "invalid_grant");
  });

  it("expires codes after 10 minutes", async () => {
    const fresh = await codeFor("ada@understudy.test");
    const stale = await codeFor("ada@understudy.test");
    time.advance(9 * 60 * 1000);
    expect((await tokenRequest(sandbox, { grant_type: "authorization_code", code: fresh, redirect_uri: REDIRECT_URI })).response.status).toBe(200);
    time.advance(60 * 1000);
    expectOAuthError(await tokenRequest(sandbox, { grant_type: "authorization_code", code: stale, redirect_uri: REDIRECT_URI }), 400, "invalid_grant");
  });

  it("binds the code to its client_id and redirect_uri", async () => {
    const otherClient = await tokenRequest(
      sandbox,
      { grant_type: "authorization_code", code: await codeFor("ada@understudy.test"), redirect_uri: REDIRECT_URI },
      "basic",
      { id: "someone-else", secret: "x" },
    );
    expectOAuthError(otherClient, 400, "invalid_grant");

    const otherRedirect = await tokenRequest(sandbox, {
      grant_type: "authorization_code",
      code: await codeFor("ada@understudy.test"),
      redirect_uri: `${REDIRECT_URI}/x`,
    });
    expectOAuthError(otherRedirect, 400, "redirect_uri_mismatch");

    const unknown = await tokenRequest(sandbox, { grant_type: "authorization_code", code: "4/0nope", redirect_uri: REDIRECT_URI });
    expectOAuthError(unknown, 400, "invalid_grant");
  });
});

describe("client authentication and request errors", () => {
  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${sandbox.url}/token`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
      body,
    }).then(async (response) => ({ response, json: (await response.json()) as Record<string, unknown> }));
  const basic = (credentials: string) => ({ Authorization: `Basic ${Buffer.from(credentials).toString("base64")}` });

  it("returns invalid_client (401) without a secret or with a malformed Basic header", async () => {
    const noSecret = await post(`grant_type=refresh_token&refresh_token=x&client_id=${CLIENT_ID}`);
    expectOAuthError(noSecret, 401, "invalid_client");
    const malformed = await post("grant_type=refresh_token&refresh_token=x", basic("no-colon"));
    expectOAuthError(malformed, 401, "invalid_client");
    expect(malformed.response.headers.get("www-authenticate")).toMatch(/^Basic/);
  });

  it("returns invalid_request without a client id, for two auth methods, duplicates or a JSON body", async () => {
    expectOAuthError(await post("grant_type=refresh_token&refresh_token=x"), 400, "invalid_request");
    expectOAuthError(await post("grant_type=refresh_token&refresh_token=x&client_secret=b", basic("a:b")), 400, "invalid_request");
    expectOAuthError(await post("grant_type=refresh_token&grant_type=refresh_token", basic("a:b")), 400, "invalid_request");
    expectOAuthError(await post("client_id=a&client_secret=b", {}), 400, "invalid_request");
    const json = await fetch(`${sandbox.url}/token`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ grant_type: "refresh_token" }),
    });
    expect(json.status).toBe(400);
    expect(((await json.json()) as { error: string }).error).toBe("invalid_request");
  });

  it("returns unsupported_grant_type for other grants", async () => {
    expectOAuthError(await post("grant_type=password&username=a&password=b", basic("a:b")), 400, "unsupported_grant_type");
  });
});

describe("refresh tokens", () => {
  it("issues a refresh token only for offline access", async () => {
    const online = (await signInAndExchange(sandbox, "ada@understudy.test")).tokens;
    expect(online).not.toHaveProperty("refresh_token");
    const offline = (await signInAndExchange(sandbox, "ada@understudy.test", { access_type: "offline" })).tokens;
    expect(offline.refresh_token).toMatch(/^1\/\/sandbox-/);
  });

  it("sends a new refresh token again only with prompt=consent", async () => {
    await signInAndExchange(sandbox, "ada@understudy.test", { access_type: "offline" });
    const again = (await signInAndExchange(sandbox, "ada@understudy.test", { access_type: "offline" })).tokens;
    expect(again).not.toHaveProperty("refresh_token");
    const consent = (await signInAndExchange(sandbox, "ada@understudy.test", { access_type: "offline", prompt: "consent" })).tokens;
    expect(consent.refresh_token).toMatch(/^1\/\/sandbox-/);
  });

  it("refreshes with Basic or post auth, keeping scope and returning a fresh ID token", async () => {
    const initial = (await signInAndExchange(sandbox, "grace@understudy.test", { access_type: "offline", prompt: "consent" })).tokens;
    for (const auth of ["basic", "post"] as const) {
      const refreshed = await tokenRequest(sandbox, { grant_type: "refresh_token", refresh_token: String(initial.refresh_token) }, auth);
      expect(refreshed.response.status).toBe(200);
      expect(refreshed.json).toMatchObject({ expires_in: 3599, token_type: "Bearer", scope: initial.scope });
      expect(refreshed.json).not.toHaveProperty("refresh_token");
      expect(refreshed.json.access_token).not.toBe(initial.access_token);
      const { payload } = await jwtVerify(String(refreshed.json.id_token), jwks(), { issuer: sandbox.issuer, audience: CLIENT_ID });
      expect(payload.email).toBe("grace@understudy.test");
      expect(payload).not.toHaveProperty("nonce");
    }
  });

  it("allows narrowing but not widening the scope", async () => {
    const initial = (await signInAndExchange(sandbox, "grace@understudy.test", { access_type: "offline", scope: "openid email" })).tokens;
    const narrowed = await tokenRequest(sandbox, { grant_type: "refresh_token", refresh_token: String(initial.refresh_token), scope: "email" });
    expect(narrowed.json.scope).toBe("https://www.googleapis.com/auth/userinfo.email");
    expect(narrowed.json).not.toHaveProperty("id_token");
    const widened = await tokenRequest(sandbox, { grant_type: "refresh_token", refresh_token: String(initial.refresh_token), scope: "openid profile" });
    expectOAuthError(widened, 400, "invalid_scope");
  });

  it("rejects unknown tokens and tokens of another client with invalid_grant", async () => {
    const unknown = await tokenRequest(sandbox, { grant_type: "refresh_token", refresh_token: "1//sandbox-unknown" });
    expectOAuthError(unknown, 400, "invalid_grant");
    expect(unknown.json.error_description).toBe("Token has been expired or revoked.");

    const initial = (await signInAndExchange(sandbox, "ada@understudy.test", { access_type: "offline" })).tokens;
    const otherClient = await tokenRequest(sandbox, { grant_type: "refresh_token", refresh_token: String(initial.refresh_token) }, "post", {
      id: "another-client",
      secret: "x",
    });
    expectOAuthError(otherClient, 400, "invalid_grant");
  });
});
