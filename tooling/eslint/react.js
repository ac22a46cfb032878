// @ts-check
/** React rules (hooks, plus the React Compiler diagnostics react-hooks 7 ships) for packages that render. */
import { defineConfig } from "eslint/config";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

export const reactConfig = defineConfig({
  name: "understudy/react",
  files: ["**/*.{ts,tsx,jsx}"],
  extends: [reactHooks.configs.flat.recommended],
  languageOptions: { globals: { ...globals.browser }, parserOptions: { ecmaFeatures: { jsx: true } } },
});
