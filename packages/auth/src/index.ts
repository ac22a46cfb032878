export { createAuthConfig } from "./config";
export { authEnv, type AuthEnv } from "./env";
