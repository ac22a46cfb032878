import { X509Certificate, createPublicKey } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningSandbox } from "../../start";
import { startTestSandbox } from "../../test/oauth-client";

let sandbox: RunningSandbox;
beforeAll(async () => void (sandbox = await startTestSandbox()));
afterAll(() => sandbox.close());

describe("discovery", () => {
  it("serves the OIDC discovery document for this issuer", async () => {
    const res = await fetch(`${sandbox.url}/.well-known/openid-configuration`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    const base = sandbox.issuer;
    expect(await res.json()).toEqual({
      issuer: base,
      authorization_endpoint: `${base}/o/oauth2/v2/auth`,
      token_endpoint: `${base}/token`,
      userinfo_endpoint: `${base}/v1/userinfo`,
      revocation_endpoint: `${base}/revoke`,
      jwks_uri: `${base}/oauth2/v3/certs`,
      response_types_supported: ["code"],
      subject_types_supported: ["public"],
      id_token_signing_alg_values_supported: ["RS256"],
      scopes_supported: ["openid", "email", "profile"],
      token_endpoint_auth_methods_supported: ["client_secret_post", "client_secret_basic"],
      claims_supported: ["aud", "email", "email_verified", "exp", "family_name", "given_name", "iat", "iss", "name", "picture", "sub"],
      code_challenge_methods_supported: ["plain", "S256"],
      grant_types_supported: ["authorization_code", "refresh_token"],
    });
  });
});

describe("certs", () => {
  it("serves one RS256 signing key as a JWKS with a max-age", async () => {
    const res = await fetch(`${sandbox.url}/oauth2/v3/certs`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toMatch(/max-age=\d+/);
    const { keys } = (await res.json()) as { keys: Record<string, string>[] };
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: "RSA", alg: "RS256", use: "sig", e: "AQAB" });
    expect(keys[0]?.kid).toMatch(/^[0-9a-f]{40}$/);
  });

  it("serves the same key as a self-signed PEM certificate keyed by kid", async () => {
    const jwks = (await (await fetch(`${sandbox.url}/oauth2/v3/certs`)).json()) as { keys: Record<string, string>[] };
    const jwk = jwks.keys[0];
    const res = await fetch(`${sandbox.url}/oauth2/v1/certs`);
    expect(res.headers.get("cache-control")).toMatch(/max-age=\d+/);
    const pems = (await res.json()) as Record<string, string>;
    expect(Object.keys(pems)).toEqual([jwk?.kid]);
    const pem = pems[jwk?.kid ?? ""] ?? "";
    expect(pem).toMatch(/^-----BEGIN CERTIFICATE-----\n/);

    const cert = new X509Certificate(pem);
    expect(cert.verify(cert.publicKey)).toBe(true);
    expect(new Date(cert.validTo).getTime()).toBeGreaterThan(Date.now());
    const fromCert = cert.publicKey.export({ format: "jwk" });
    const fromJwks = createPublicKey({ key: { kty: "RSA", n: jwk?.n ?? "", e: jwk?.e ?? "" }, format: "jwk" }).export({ format: "jwk" });
    expect(fromCert.n).toBe(fromJwks.n);
  });
});
