export { appRouter, createCaller, type AppRouter, type RouterInputs, type RouterOutputs } from "./root";
export { createTRPCContext, type CreateContextOptions, type TRPCContext } from "./trpc";
export { systemClock, fixedClock, type Clock } from "./clock";
export { createLogger, type Logger } from "./logger";
export { ServiceError, ERROR_TABLE } from "./errors";
export { limits } from "./lib/rate-limit";
export { isCrossSiteRequest } from "./lib/same-origin";
export { PLANS, TRIAL_DAYS, trialEndFor, trialDaysRemaining } from "./services/subscription/plans";
export { checkHealth, type HealthReport } from "./services/health";
