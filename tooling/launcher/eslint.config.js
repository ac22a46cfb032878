import { defineConfig } from "eslint/config";
import { baseConfig, typed } from "@understudy/eslint-config/base";

// No restrictEnvAccess: the launcher's job is to read the environment and fill in what is missing for the app.
export default defineConfig(baseConfig, typed(import.meta.dirname));
