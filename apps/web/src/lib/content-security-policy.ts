export interface CspEnv {
  GOOGLE_ISSUER?: string;
  NODE_ENV?: string;
}

function originOf(url: string | undefined, fallback: string): string {
  if (!url) return fallback;
  try {
    return new URL(url).origin;
  } catch {
    return fallback;
  }
}

/**
 * The Content-Security-Policy for one response, from the environment the server runs with (not the one it was
 * built with): one image serves Google in production and the loopback sandbox locally.
 */
export function contentSecurityPolicy(env: CspEnv): string {
  const dev = env.NODE_ENV !== "production";
  const issuer = originOf(env.GOOGLE_ISSUER, "https://accounts.google.com");
  // Profile pictures come from the identity provider: any https host for Google; a plain-http issuer (the sandbox) by name.
  const httpIssuer = issuer.startsWith("http:") ? ` ${issuer}` : "";
  return [
    "default-src 'self'",
    // The theme's script (set before the first paint) and Next's own bootstrap are inline; everything else is same-origin.
    `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https:${httpIssuer}`,
    "font-src 'self' data:",
    // A voice sample just recorded (Settings → AI Avatar) plays from a blob: URL before it is uploaded.
    "media-src 'self' blob:",
    `connect-src 'self'${dev ? " ws:" : ""}`,
    // Sign-in posts a form that redirects to the issuer.
    `form-action 'self' ${issuer}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

/**
 * The policy of every JSON answer under /api (the contract, tRPC, MCP, health, webhooks): it renders nothing,
 * so nothing may load from it and nothing may frame it. next.config.ts sets it on the /api paths the proxy skips.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

// Below /api/: Auth.js's sign-in pages and redirects, the API docs page, the Google consent popup.
const MARKUP_UNDER_API = /^(?:auth\/|docs(?:\/|$)|google\/)/;

/** Whether a path below /api/ (given without that prefix) answers HTML, which gets the pages' policy. */
export function isMarkupUnderApi(pathBelowApi: string): boolean {
  return MARKUP_UNDER_API.test(pathBelowApi);
}
