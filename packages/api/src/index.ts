/* The transport layer: the tRPC router (for the web app and typed callers) and, under ./rest, the /api contract. */
export { appRouter, createCaller, type AppRouter, type RouterInputs, type RouterOutputs } from "./root";
export { createTRPCContext, type CreateContextOptions, type TRPCContext } from "./trpc";
export { ERROR_TABLE } from "./errors";
export { isCrossSiteRequest } from "./lib/same-origin";
