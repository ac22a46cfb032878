/* The domain layer: services (one folder per domain, no HTTP, no tRPC), the context they run in, and the
 * errors they raise. Transports (packages/api's tRPC and REST, apps/worker's jobs) call into it. */
export type { Actor, ForUserContext, OnBehalfActor, OnBehalfReason, ServiceContext, UserActor, UserContext, UserRole } from "./context";
export { onBehalfOf, withTransaction } from "./context";
export { systemClock, fixedClock, type Clock } from "./clock";
export { createLogger, silentLogger, type Logger } from "./logger";
export * from "./errors";
export { enforce, RATE_LIMITS, type Limit, type RateLimits } from "./lib/rate-limit";
export { DATE_RANGE_MESSAGE, MALFORMED_LINK } from "./lib/fields";
export { PLANS } from "./subscription/plans";
export { TRIAL_DAYS, trialEndFor, trialDaysRemaining } from "./subscription/trial";
export { checkHealth, type HealthReport } from "./health";
