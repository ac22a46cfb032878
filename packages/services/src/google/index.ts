export * from "./schemas";
export { googleDeps, type GoogleDeps } from "./deps";
export { getGoogleStatus, toStatusResponse } from "./status";
export { createGoogleAuthUrl, AUTH_REQUEST_TTL_MS } from "./auth-url";
export { completeGoogleConnection } from "./connect";
export { disconnectGoogle } from "./disconnect";
export { handleGoogleCallback, type CallbackOutcome } from "./callback";
export { requireConnection, openSession, markReconnectNeeded, toServiceError, findConnection, RECONNECT_MESSAGE } from "./internal";
export { tokenContext } from "./internal";
