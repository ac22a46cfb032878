export type { AppConfig, AppDeps } from "./app-deps";
export { createAppDeps, type CreateAppDepsOptions } from "./from-env";
export { configured } from "./configured";
