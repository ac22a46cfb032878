import path from "node:path";
import { fileURLToPath } from "node:url";
import type { NextConfig } from "next";

// The framework's floor for pnpm bench:api: Next's defaults, nothing the product adds (no proxy, no headers).
const config: NextConfig = {
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  poweredByHeader: false,
  outputFileTracingRoot: path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../.."),
  serverExternalPackages: ["postgres"],
};

export default config;
