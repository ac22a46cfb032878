import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) } },
  // next-auth imports "next/server" without an extension, which only a bundler resolves: let Vite load it.
  test: { include: ["src/**/*.test.ts"], server: { deps: { inline: ["next-auth"] } } },
});
