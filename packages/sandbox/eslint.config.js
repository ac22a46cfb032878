import { defineConfig } from "eslint/config";
import { baseConfig, restrictEnvAccess, typed } from "@understudy/eslint-config/base";

export default defineConfig(baseConfig, restrictEnvAccess, typed(import.meta.dirname));
