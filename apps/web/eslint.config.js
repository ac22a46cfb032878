import { defineConfig } from "eslint/config";
import { baseConfig, restrictEnvAccess, testSupportPattern, typed } from "@understudy/eslint-config/base";
import { nextjsConfig } from "@understudy/eslint-config/nextjs";
import { reactConfig } from "@understudy/eslint-config/react";

// typescript-eslint's copy of no-restricted-imports, so restrictEnvAccess keeps its own; its options replace the
// base config's, so they repeat the test-support pattern.
const appRouterNavigation = {
  files: ["src/**/*.{ts,tsx}"],
  ignores: ["src/lib/navigation.ts"],
  rules: {
    "@typescript-eslint/no-restricted-imports": [
      "error",
      {
        paths: [
          {
            name: "next/navigation",
            importNames: ["useSearchParams", "usePathname"],
            message: "Import them from ~/lib/navigation: typed for the App Router, where they are never null.",
          },
        ],
        patterns: [testSupportPattern],
      },
    ],
  },
};

export default defineConfig(baseConfig, reactConfig, nextjsConfig, restrictEnvAccess, appRouterNavigation, typed(import.meta.dirname));
