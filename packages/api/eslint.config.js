import { defineConfig, globalIgnores } from "eslint/config";
import { baseConfig, restrictEnvAccess, typed } from "@understudy/eslint-config/base";

// The typed client's generated types are openapi-typescript's output, checked by the compiler, not by style rules.
export default defineConfig(globalIgnores(["test/client/openapi.d.ts"]), baseConfig, restrictEnvAccess, typed(import.meta.dirname));
