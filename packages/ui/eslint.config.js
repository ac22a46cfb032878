import { defineConfig } from "eslint/config";
import { baseConfig, restrictEnvAccess, typed } from "@understudy/eslint-config/base";
import { reactConfig } from "@understudy/eslint-config/react";

export default defineConfig(baseConfig, reactConfig, restrictEnvAccess, typed(import.meta.dirname));
