// @ts-check
/** @next/eslint-plugin-next (recommended + Core Web Vitals) for apps/web. */
import nextPlugin from "@next/eslint-plugin-next";
import { defineConfig } from "eslint/config";

export const nextjsConfig = defineConfig({
  name: "understudy/nextjs",
  files: ["**/*.{ts,tsx,js,jsx}"],
  plugins: { "@next/next": nextPlugin },
  rules: {
    ...nextPlugin.configs.recommended.rules,
    ...nextPlugin.configs["core-web-vitals"].rules,
    // The App Router has no pages/ directory.
    "@next/next/no-html-link-for-pages": "off",
  },
});
