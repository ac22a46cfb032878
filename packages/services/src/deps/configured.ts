import { ServiceError } from "../errors";

/**
 * A client a service cannot work without: `null` (not configured on this server) is a 503 with the
 * message the caller names, never a crash.
 */
export function configured<T>(client: T | null, notConfigured: string): T {
  if (client === null) throw new ServiceError("UPSTREAM_UNAVAILABLE", notConfigured);
  return client;
}
