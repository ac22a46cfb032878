/**
 * The headers every answer carries, whoever serves it: next.config.ts gives them to Next's answers, and the
 * front door (src/server/front-door.ts) to the contract's rows it serves itself. The same in every environment
 * but for HSTS, which a plain-http dev server must not send.
 */
export function securityHeaders(production: boolean): { key: string; value: string }[] {
  return [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    // The microphone for this origin only: Settings → AI Avatar records voice samples in the browser.
    { key: "Permissions-Policy", value: "camera=(), microphone=(self), geolocation=()" },
    ...(production ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }] : []),
  ];
}
