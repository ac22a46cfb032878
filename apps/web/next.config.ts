import type { NextConfig } from "next";

const isDev = process.env.NODE_ENV !== "production";
const googleIssuer = process.env.GOOGLE_ISSUER ?? "https://accounts.google.com";

// next-themes and Next's own bootstrap need inline scripts; everything else is same-origin.
const csp = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${isDev ? " 'unsafe-eval'" : ""}`,
  "style-src 'self' 'unsafe-inline'",
  // Profile pictures come from the identity provider: https for Google, the loopback sandbox locally.
  "img-src 'self' data: blob: https: http://localhost:*",
  "font-src 'self' data:",
  `connect-src 'self'${isDev ? " ws:" : ""}`,
  `form-action 'self' ${new URL(googleIssuer).origin}`,
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "object-src 'none'",
].join("; ");

const securityHeaders = [
  { key: "Content-Security-Policy", value: csp },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
  ...(isDev ? [] : [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }]),
];

const config: NextConfig = {
  reactStrictMode: true,
  // Lets several dev servers run side by side (each with its own PORT, SANDBOX_PORT and PGLITE_DIR).
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  poweredByHeader: false,
  transpilePackages: ["@understudy/ui", "@understudy/api", "@understudy/services", "@understudy/auth", "@understudy/db", "@understudy/integrations"],
  serverExternalPackages: ["@electric-sql/pglite", "pino", "pg-boss", "postgres"],
  typescript: { ignoreBuildErrors: false },
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
};

export default config;
