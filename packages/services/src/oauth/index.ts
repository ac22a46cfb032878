export { approveAuthorization, denyAuthorization, type AuthorizationRequest } from "./authorize";
export { saveClientDocument, saveRegisteredClient, storedClient } from "./clients";
export { listConnectedApps, revokeConnectedApp } from "./connected-apps";
export { OAuthGrantError, OAuthScopeError, OAuthTargetError } from "./errors";
export { ACCESS_TOKEN_TTL_MS, CLIENT_DOCUMENT_TTL_MS, CODE_TTL_MS, REFRESH_TOKEN_TTL_MS } from "./lifetimes";
export { AuthorizationRequestInput, ConnectedApp, ConnectedAppIdInput } from "./schemas";
export { ALL_SCOPES, DEFAULT_SCOPES, grantedScopes, isScope, OAUTH_SCOPES, type OAuthScope } from "./scopes";
export { isOAuthAccessToken } from "./secrets";
export { codeChallenge, exchangeCode, exchangeRefreshToken, resolveAccessToken, revokeToken, type IssuedTokens } from "./tokens";
