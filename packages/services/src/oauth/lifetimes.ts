/** An authorization code is exchanged at once by the client that asked for it (OAuth 2.1 §4.1.2: short-lived). */
export const CODE_TTL_MS = 2 * 60_000;
/** Access tokens are short-lived; the client refreshes them. */
export const ACCESS_TOKEN_TTL_MS = 60 * 60_000;
/** A refresh token is used once and replaced; an unused one lapses after this. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60_000;
/** A client ID metadata document is fetched again after this. */
export const CLIENT_DOCUMENT_TTL_MS = 60 * 60_000;
