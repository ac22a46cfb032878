import { defineConfig } from "eslint/config";
import { baseConfig, restrictEnvAccess, typed } from "@understudy/eslint-config/base";
import { nextjsConfig } from "@understudy/eslint-config/nextjs";
import { reactConfig } from "@understudy/eslint-config/react";

export default defineConfig(baseConfig, reactConfig, nextjsConfig, restrictEnvAccess, typed(import.meta.dirname));
