import { calendar, type calendar_v3 } from "@googleapis/calendar";
import { gmail } from "@googleapis/gmail";
import { CodeChallengeMethod, OAuth2Client, type gaxios } from "google-auth-library";
import { toCalendarEvent } from "./calendar-event";
import { errorReason, GoogleApiError, isRateLimit, toGoogleError } from "./errors";
import type { CalendarEvent, GoogleConnector, GoogleCredentials, GoogleSession, GrantedTokens, TokenUpdate } from "./interface";
import { collectParts, decodeBase64Url, parseMessage } from "./mail";

export const CALENDAR_READONLY_SCOPE = "https://www.googleapis.com/auth/calendar.readonly";
export const GMAIL_READONLY_SCOPE = "https://www.googleapis.com/auth/gmail.readonly";
/** Asked for only when a follow-up first needs it (incremental consent). */
export const GMAIL_COMPOSE_SCOPE = "https://www.googleapis.com/auth/gmail.compose";
export const CALENDAR_EVENTS_SCOPE = "https://www.googleapis.com/auth/calendar.events";

export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  endpoints: { authorize: string; token: string; revoke: string };
  /** `rootUrl` of the generated clients: only the origin counts (reference §3). */
  calendarRootUrl: string;
  gmailRootUrl: string;
  /** Backoff for 429, 403 rateLimitExceeded, 5xx and network errors. */
  retry?: { retries?: number; baseDelayMs?: number; maxDelayMs?: number };
  timeoutMs?: number;
}

const MAX_RETRY_AFTER_MS = 30_000;

/** Exponential backoff that also honours Retry-After, and retries the 403 rate limits gaxios would not. */
function retryConfig(config: GoogleConfig): gaxios.RetryConfig {
  const retries = config.retry?.retries ?? 3;
  const base = config.retry?.baseDelayMs ?? 500;
  const max = config.retry?.maxDelayMs ?? 8_000;
  return {
    retry: retries,
    noResponseRetries: 2,
    httpMethodsToRetry: ["GET"],
    shouldRetry: (err) => {
      const attempt = err.config.retryConfig?.currentRetryAttempt ?? 0;
      if (attempt >= retries || err.config.signal?.aborted) return false;
      const status = err.response?.status;
      if (status === undefined) return attempt < 2;
      return status === 408 || status >= 500 || isRateLimit(status, errorReason(err.response?.data));
    },
    retryBackoff: async (err) => {
      const attempt = Math.max(1, err.config.retryConfig?.currentRetryAttempt ?? 1);
      const jitter = 0.8 + Math.random() * 0.4;
      const wait = Math.max(Math.min(base * 2 ** (attempt - 1), max) * jitter, retryAfterMs(err));
      await new Promise((resolve) => setTimeout(resolve, wait));
    },
  };
}

function retryAfterMs(err: gaxios.GaxiosError): number {
  const headers = err.response?.headers as Headers | Record<string, string> | undefined;
  const raw = headers instanceof Headers ? headers.get("retry-after") : headers?.["retry-after"];
  const seconds = Number(raw);
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, MAX_RETRY_AFTER_MS) : 0;
}

/** The claims of an ID token received straight from the token endpoint over TLS (no signature check needed, as in OIDC §3.1.3.7). */
function idTokenClaims(idToken: string | null | undefined): { email: string | null; subject: string | null } {
  const payload = idToken?.split(".")[1];
  if (!payload) return { email: null, subject: null };
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { email?: unknown; sub?: unknown };
    return { email: typeof claims.email === "string" ? claims.email : null, subject: typeof claims.sub === "string" ? claims.sub : null };
  } catch {
    return { email: null, subject: null };
  }
}

/** Google through the official SDKs (google-auth-library, @googleapis/calendar, @googleapis/gmail). */
export function createGoogleConnector(config: GoogleConfig): GoogleConnector {
  const requestOptions = { retryConfig: retryConfig(config), timeout: config.timeoutMs ?? 20_000 };
  const oauthClient = () =>
    new OAuth2Client({
      clientId: config.clientId,
      clientSecret: config.clientSecret,
      redirectUri: config.redirectUri,
      endpoints: { oauth2AuthBaseUrl: config.endpoints.authorize, oauth2TokenUrl: config.endpoints.token, oauth2RevokeUrl: config.endpoints.revoke },
      // A stored access token can die before its expiry (revoked, or the provider restarted): refresh once and retry.
      forceRefreshOnFailure: true,
    });

  const call = async <T>(what: string, fn: () => Promise<T>): Promise<T> => {
    try {
      return await fn();
    } catch (error) {
      throw toGoogleError(error, what);
    }
  };

  return {
    authorizationUrl({ state, codeChallenge, loginHint, scopes }) {
      return oauthClient().generateAuthUrl({
        access_type: "offline",
        prompt: "consent",
        include_granted_scopes: true,
        // openid + email name the Google account in the token response; the others are what we read.
        scope: ["openid", "email", ...(scopes ?? [CALENDAR_READONLY_SCOPE, GMAIL_READONLY_SCOPE])],
        state,
        code_challenge: codeChallenge,
        code_challenge_method: CodeChallengeMethod.S256,
        ...(loginHint ? { login_hint: loginHint } : {}),
      });
    },

    async createPkcePair() {
      const { codeVerifier, codeChallenge } = await oauthClient().generateCodeVerifierAsync();
      if (!codeChallenge) throw new GoogleApiError("bad_request", "could not create a PKCE challenge");
      return { verifier: codeVerifier, challenge: codeChallenge };
    },

    async exchangeCode({ code, codeVerifier }): Promise<GrantedTokens> {
      const { tokens } = await call("token exchange", () => oauthClient().getToken({ code, codeVerifier, redirect_uri: config.redirectUri }));
      if (!tokens.access_token) throw new GoogleApiError("bad_request", "token exchange: no access token in Google's answer");
      return {
        accessToken: tokens.access_token,
        refreshToken: tokens.refresh_token ?? null,
        expiresAt: tokens.expiry_date ? new Date(tokens.expiry_date) : null,
        scopes: (tokens.scope ?? "").split(" ").filter(Boolean),
        ...idTokenClaims(tokens.id_token),
      };
    },

    async revoke(token) {
      try {
        await oauthClient().revokeToken(token);
      } catch (error) {
        const mapped = toGoogleError(error, "revoke");
        // 400 invalid_token: Google no longer knows the token, which is what revoking wants.
        if (mapped.status === 400) return;
        throw mapped;
      }
    },

    session(credentials: GoogleCredentials, onTokens?: (update: TokenUpdate) => void | Promise<void>): GoogleSession {
      const client = oauthClient();
      client.setCredentials({
        refresh_token: credentials.refreshToken,
        ...(credentials.accessToken ? { access_token: credentials.accessToken } : {}),
        ...(credentials.accessTokenExpiresAt ? { expiry_date: credentials.accessTokenExpiresAt.getTime() } : {}),
      });
      const pending = new Set<Promise<void>>();
      const failures: unknown[] = [];
      client.on("tokens", (tokens) => {
        if (!onTokens || !tokens.access_token) return;
        const update: TokenUpdate = {
          accessToken: tokens.access_token,
          expiresAt: tokens.expiry_date ? new Date(tokens.expiry_date) : null,
          refreshToken: tokens.refresh_token ?? null,
        };
        const write = Promise.resolve()
          .then(() => onTokens(update))
          .catch((error: unknown) => void failures.push(error))
          .finally(() => pending.delete(write));
        pending.add(write);
      });
      // Token writes finish before a call returns, so callers never race their own token storage.
      const settled = async <T>(what: string, fn: () => Promise<T>): Promise<T> => {
        const outcome = await call(what, fn).then(
          (value) => ({ ok: true as const, value }),
          (error: unknown) => ({ ok: false as const, error }),
        );
        await Promise.all([...pending]);
        if (!outcome.ok) throw outcome.error;
        const failure = failures.shift();
        if (failure !== undefined) throw failure instanceof Error ? failure : new Error("storing refreshed Google tokens failed", { cause: failure });
        return outcome.value;
      };

      const cal = calendar({ version: "v3", auth: client, rootUrl: config.calendarRootUrl });
      const mail = gmail({ version: "v1", auth: client, rootUrl: config.gmailRootUrl });

      return {
        calendar: {
          async listEvents(input) {
            const params: calendar_v3.Params$Resource$Events$List = {
              calendarId: "primary",
              singleEvents: true,
              maxResults: input.maxResults ?? 250,
              ...(input.pageToken ? { pageToken: input.pageToken } : {}),
            };
            if (input.syncToken) params.syncToken = input.syncToken;
            else {
              if (input.timeMin) params.timeMin = input.timeMin.toISOString();
              if (input.timeMax) params.timeMax = input.timeMax.toISOString();
              if (input.orderByStartTime) params.orderBy = "startTime";
            }
            const res = await settled("calendar events.list", () => cal.events.list(params, requestOptions));
            const events = (res.data.items ?? []).map((item) => toCalendarEvent(item, res.data.timeZone)).filter((e): e is CalendarEvent => e !== null);
            return { events, nextPageToken: res.data.nextPageToken ?? null, nextSyncToken: res.data.nextSyncToken ?? null };
          },
          async getEvent(eventId) {
            try {
              const res = await settled("calendar events.get", () => cal.events.get({ calendarId: "primary", eventId }, requestOptions));
              return toCalendarEvent(res.data);
            } catch (error) {
              // 404, or 410 for an event deleted long enough ago: Google no longer has it.
              if (error instanceof GoogleApiError && (error.kind === "not_found" || error.status === 410)) return null;
              throw error;
            }
          },
          async insertEvent({ summary, description, start, end, timeZone }) {
            const res = await settled("calendar events.insert", () =>
              cal.events.insert(
                {
                  calendarId: "primary",
                  requestBody: {
                    summary,
                    description,
                    start: { dateTime: start.toISOString(), timeZone },
                    end: { dateTime: end.toISOString(), timeZone },
                    // A hold for the owner's own work: busy, and nobody else is invited.
                    transparency: "opaque",
                    reminders: { useDefault: true },
                  },
                },
                requestOptions,
              ),
            );
            if (!res.data.id) throw new GoogleApiError("bad_request", "calendar events.insert: no id in Google's answer");
            return { id: res.data.id, htmlLink: res.data.htmlLink ?? null };
          },
        },
        gmail: {
          async listMessageIds({ q, maxResults, pageToken }) {
            const res = await settled("gmail messages.list", () =>
              mail.users.messages.list({ userId: "me", q, maxResults, ...(pageToken ? { pageToken } : {}) }, requestOptions),
            );
            return { ids: (res.data.messages ?? []).flatMap((m) => (m.id ? [m.id] : [])), nextPageToken: res.data.nextPageToken ?? null };
          },
          async getMessage(id) {
            let message;
            try {
              message = (await settled("gmail messages.get", () => mail.users.messages.get({ userId: "me", id, format: "full" }, requestOptions))).data;
            } catch (error) {
              if (error instanceof GoogleApiError && error.kind === "not_found") return null;
              throw error;
            }
            const parts = collectParts(message.payload);
            const attached: string[] = [];
            // Only when no inline calendar part exists: one .ics attachment tells us the start time.
            const first = parts.calendars.length === 0 ? parts.calendarAttachments[0] : undefined;
            if (first) {
              const res = await settled("gmail attachments.get", () =>
                mail.users.messages.attachments.get({ userId: "me", messageId: id, id: first.attachmentId }, requestOptions),
              );
              const decoded = res.data.data ? decodeBase64Url(res.data.data) : null;
              if (decoded) attached.push(decoded);
            }
            return parseMessage(message, attached);
          },
          async createDraft(rfc2822) {
            const raw = Buffer.from(rfc2822, "utf8").toString("base64url");
            const res = await settled("gmail drafts.create", () => mail.users.drafts.create({ userId: "me", requestBody: { message: { raw } } }, requestOptions));
            if (!res.data.id) throw new GoogleApiError("bad_request", "gmail drafts.create: no id in Google's answer");
            return { id: res.data.id, messageId: res.data.message?.id ?? null };
          },
        },
      };
    },
  };
}
