import { processEnv, type EnvSource } from "../env";
import { googleEnv } from "./env";
import { createGoogleConnector, type GoogleConfig } from "./google-provider";
import type { GoogleConnector } from "./interface";

export * from "./interface";
export * from "./errors";
export * from "./links";
export { toCalendarEvent, meetingLinkOf } from "./calendar-event";
export { parseMessage, isInvite, decodeHeader } from "./mail";
export { parseIcs } from "./ics";
export { createGoogleConnector, CALENDAR_READONLY_SCOPE, GMAIL_READONLY_SCOPE, GMAIL_COMPOSE_SCOPE, CALENDAR_EVENTS_SCOPE, type GoogleConfig } from "./google-provider";
export { createFakeGoogle, type FakeGoogle } from "./fake";
export { googleEnv } from "./env";

/** The configuration the environment describes, or null when no Google OAuth client is configured. */
export function googleConfigFromEnv(source: EnvSource = processEnv()): GoogleConfig | null {
  const env = googleEnv(source);
  if (!env.AUTH_GOOGLE_ID || !env.AUTH_GOOGLE_SECRET) return null;
  const redirectUri = env.GOOGLE_REDIRECT_URI ?? (env.AUTH_URL ? new URL("/api/google/callback", env.AUTH_URL).href : null);
  if (!redirectUri) return null;
  return {
    clientId: env.AUTH_GOOGLE_ID,
    clientSecret: env.AUTH_GOOGLE_SECRET,
    redirectUri,
    endpoints: { authorize: env.GOOGLE_OAUTH_AUTHORIZE_URL, token: env.GOOGLE_OAUTH_TOKEN_URL, revoke: env.GOOGLE_OAUTH_REVOKE_URL },
    calendarRootUrl: env.GOOGLE_CALENDAR_API_URL,
    gmailRootUrl: env.GOOGLE_GMAIL_API_URL,
  };
}

/** The connector the environment describes, or null when Google is not configured. */
export function googleConnectorFromEnv(source: EnvSource = processEnv()): GoogleConnector | null {
  const config = googleConfigFromEnv(source);
  return config ? createGoogleConnector(config) : null;
}
