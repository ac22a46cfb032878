// @ts-check
/**
 * Shared flat config for every workspace package (typed typescript-eslint).
 *
 * A package's eslint.config.js spreads `baseConfig` (plus `reactConfig` / `nextjsConfig` where it
 * renders React), `restrictEnvAccess`, and `typed(import.meta.dirname)` so the project service finds
 * that package's tsconfig.json.
 */
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Files that may read `process.env` directly. Everything else imports a validated `env`
 * (`env.ts`, built with @t3-oss/env-core) so a missing variable fails at start-up, not mid-request.
 */
export const envAccessAllowList = [
  "**/env.ts",
  "**/env/**",
  "**/src/cli/**",
  "**/src/test/**",
  "**/testing/**",
  "**/test/support/**",
  "**/src/main.ts",
  "**/scripts/**",
  "**/bench/**",
  "**/*.test.{ts,tsx}",
  "**/*.spec.{ts,tsx}",
  "**/*.config.{js,mjs,cjs,ts,mts}",
];

export const restrictEnvAccess = defineConfig({
  name: "understudy/restrict-env-access",
  files: ["**/*.{js,mjs,cjs,ts,mts,cts,tsx,jsx}"],
  ignores: envAccessAllowList,
  rules: {
    // process.env.NODE_ENV stays allowed: bundlers inline it and it is not configuration.
    "no-restricted-syntax": [
      "error",
      {
        selector:
          'MemberExpression[object.name="process"][property.name="env"]:not(MemberExpression[property.name="NODE_ENV"] > MemberExpression.object)',
        message: "Import the validated `env` from the package's env.ts instead of reading process.env.",
      },
    ],
    "no-restricted-imports": [
      "error",
      {
        paths: [
          {
            name: "process",
            importNames: ["env"],
            message: "Import the validated `env` from the package's env.ts instead of reading process.env.",
          },
          {
            name: "node:process",
            importNames: ["env"],
            message: "Import the validated `env` from the package's env.ts instead of reading process.env.",
          },
        ],
      },
    ],
  },
});

/** Test support: fakes, sandbox start-up and fixtures that product code must never reach for. */
export const testSupportModules = ["@understudy/services/testing", "@understudy/services/testing/*", "@understudy/db/test", "@understudy/db/test/*"];

/** The pattern that keeps test support out of product code; a package with its own typescript-eslint
 * no-restricted-imports options (they replace these) adds it to them, as apps/web does. */
export const testSupportPattern = {
  group: testSupportModules,
  message: "Test support is for tests: product code gets its dependencies from ctx.deps (packages/services/src/deps).",
};

/**
 * Product code (a package's src/, tests and test support aside) may not import test support; tests may, and so
 * may a package that is measurement rather than product (bench turns this off). The typescript-eslint rule, not
 * the core one, so it does not replace restrictEnvAccess's `no-restricted-imports` options on the same files.
 */
export const noTestSupportInProduct = defineConfig({
  name: "understudy/no-test-support-in-product",
  files: ["**/src/**/*.{js,mjs,cjs,ts,mts,cts,tsx,jsx}"],
  ignores: ["**/*.test.{ts,tsx}", "**/*.spec.{ts,tsx}", "**/src/test/**"],
  rules: {
    "@typescript-eslint/no-restricted-imports": [
      "error",
      {
        patterns: [testSupportPattern],
      },
    ],
  },
});

export const baseConfig = defineConfig(
  {
    name: "understudy/ignores",
    ignores: ["**/node_modules/**", "**/dist/**", "**/.next/**", "**/.turbo/**", "**/coverage/**", "**/next-env.d.ts"],
  },
  {
    name: "understudy/base",
    files: ["**/*.{js,mjs,cjs,ts,mts,cts,tsx,jsx}"],
    extends: [js.configs.recommended, tseslint.configs.recommendedTypeChecked, tseslint.configs.stylisticTypeChecked],
    languageOptions: {
      ecmaVersion: "latest",
      sourceType: "module",
      globals: { ...globals.node, ...globals.es2021 },
      parserOptions: { projectService: true },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      "@typescript-eslint/consistent-type-imports": [
        "error",
        { prefer: "type-imports", fixStyle: "separate-type-imports" },
      ],
      "@typescript-eslint/no-non-null-assertion": "error",
      // Its fix is the `!` that no-non-null-assertion forbids.
      "@typescript-eslint/non-nullable-type-assertion-style": "off",
      // `x || fallback` on strings deliberately treats "" as missing.
      "@typescript-eslint/prefer-nullish-coalescing": ["error", { ignorePrimitives: { string: true } }],
      // `() => {}` is the idiomatic no-op callback.
      "@typescript-eslint/no-empty-function": ["error", { allow: ["arrowFunctions"] }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/no-unnecessary-condition": ["error", { allowConstantLoopConditions: true }],
    },
  },
  {
    // Tests read untyped JSON bodies (`await res.json()`) all the time; asserting on them is the point.
    name: "understudy/tests",
    files: ["**/*.test.{ts,tsx}", "**/*.spec.{ts,tsx}", "**/src/test/**", "**/testing/**", "**/test/support/**"],
    rules: {
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-call": "off",
    },
  },
  noTestSupportInProduct,
  {
    name: "understudy/javascript",
    files: ["**/*.{js,mjs,cjs,jsx}"],
    extends: [tseslint.configs.disableTypeChecked],
  },
);

/**
 * Points typed linting at the package's own tsconfig.json.
 * @param {string} tsconfigRootDir the package folder (`import.meta.dirname` in its eslint.config.js)
 */
export function typed(tsconfigRootDir) {
  return defineConfig({
    name: "understudy/typed",
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir } },
  });
}
