import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./content-security-policy";

function directive(csp: string, name: string): string | undefined {
  return csp.split("; ").find((d) => d.startsWith(`${name} `));
}

describe("contentSecurityPolicy", () => {
  it("lets sign-in forms go to the issuer the server runs with, not one fixed at build time", () => {
    const sandbox = contentSecurityPolicy({ NODE_ENV: "production", GOOGLE_ISSUER: "http://localhost:4010" });
    const google = contentSecurityPolicy({ NODE_ENV: "production", GOOGLE_ISSUER: "https://accounts.google.com" });
    const other = contentSecurityPolicy({ NODE_ENV: "production", GOOGLE_ISSUER: "https://sso.example.com/realms/acme" });
    expect(directive(sandbox, "form-action")).toBe("form-action 'self' http://localhost:4010");
    expect(directive(google, "form-action")).toBe("form-action 'self' https://accounts.google.com");
    expect(directive(other, "form-action")).toBe("form-action 'self' https://sso.example.com");
  });

  it("defaults to Google when no issuer is set, and names a plain-http issuer for its profile pictures only", () => {
    const csp = contentSecurityPolicy({ NODE_ENV: "production" });
    expect(directive(csp, "form-action")).toBe("form-action 'self' https://accounts.google.com");
    expect(directive(csp, "img-src")).toBe("img-src 'self' data: blob: https:");
    expect(csp).not.toContain("localhost");
    expect(directive(contentSecurityPolicy({ NODE_ENV: "production", GOOGLE_ISSUER: "http://localhost:4010" }), "img-src")).toBe(
      "img-src 'self' data: blob: https: http://localhost:4010",
    );
  });

  it("plays audio from the app and from blob: URLs (a voice sample just recorded), nowhere else", () => {
    expect(directive(contentSecurityPolicy({ NODE_ENV: "production" }), "media-src")).toBe("media-src 'self' blob:");
  });

  it("allows eval and websockets only in development", () => {
    expect(directive(contentSecurityPolicy({ NODE_ENV: "production" }), "script-src")).toBe("script-src 'self' 'unsafe-inline'");
    expect(directive(contentSecurityPolicy({ NODE_ENV: "development" }), "script-src")).toBe("script-src 'self' 'unsafe-inline' 'unsafe-eval'");
    expect(directive(contentSecurityPolicy({ NODE_ENV: "development" }), "connect-src")).toBe("connect-src 'self' ws:");
  });
});
