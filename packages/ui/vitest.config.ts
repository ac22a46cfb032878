import { defineConfig } from "vitest/config";

// tsconfig keeps `jsx: "preserve"` (Next compiles the source); tests need a real JSX transform.
export default defineConfig({
  oxc: { jsx: { runtime: "automatic" } },
  test: { environment: "node", include: ["src/**/*.test.{ts,tsx}"] },
});
