export { createSandboxApp, type SandboxAppOptions } from "./app";
export { startSandbox, DEFAULT_SANDBOX_PORT, type StartSandboxOptions, type RunningSandbox } from "./start";
export { DEMO_ACCOUNTS, subjectFor, type Account } from "./google/oauth";
