import { defineConfig } from "eslint/config";
import { baseConfig, restrictEnvAccess, typed } from "@understudy/eslint-config/base";

// The benches drive the product through the same sandbox and fixtures the tests use.
const benchMayUseTestSupport = defineConfig({
  name: "understudy/bench-test-support",
  files: ["**/*.ts"],
  rules: { "@typescript-eslint/no-restricted-imports": "off" },
});

export default defineConfig(baseConfig, restrictEnvAccess, benchMayUseTestSupport, typed(import.meta.dirname));
