/** Where the OAuth pieces live on the app's origin (the issuer is the origin itself, so its metadata is at the root). */
export const MCP_PATH = "/api/mcp";
export const OAUTH_PATH = "/api/oauth";
export const CONSENT_PATH = "/oauth/consent";
export const PROTECTED_RESOURCE_PATH = `/.well-known/oauth-protected-resource${MCP_PATH}`;
export const AUTHORIZATION_SERVER_PATH = "/.well-known/oauth-authorization-server";

/** The MCP endpoint's URL: the one resource (RFC 8707) every OAuth access token is bound to. */
export const mcpResource = (appUrl: string) => `${appUrl}${MCP_PATH}`;
export const protectedResourceMetadataUrl = (appUrl: string) => `${appUrl}${PROTECTED_RESOURCE_PATH}`;

/** A resource as a client names it, compared without a trailing slash or fragment. */
export function sameResource(asked: string | URL, appUrl: string): boolean {
  const url = new URL(asked);
  url.hash = "";
  return url.href.replace(/\/+$/, "") === mcpResource(appUrl);
}
