import type { OAuthMetadata, OAuthProtectedResourceMetadata } from "@modelcontextprotocol/sdk/shared/auth.js";
import { ALL_SCOPES } from "@understudy/services/oauth";
import { mcpResource, OAUTH_PATH } from "./urls";

/**
 * RFC 8414 metadata of the app as an authorization server. Every client is public (PKCE, no secret), codes are
 * S256 only, and a client may name itself by the URL of its metadata document (MCP authorization 2025-11-25).
 */
export function authorizationServerMetadata(appUrl: string): OAuthMetadata {
  return {
    issuer: appUrl,
    authorization_endpoint: `${appUrl}${OAUTH_PATH}/authorize`,
    token_endpoint: `${appUrl}${OAUTH_PATH}/token`,
    registration_endpoint: `${appUrl}${OAUTH_PATH}/register`,
    revocation_endpoint: `${appUrl}${OAUTH_PATH}/revoke`,
    scopes_supported: ALL_SCOPES,
    response_types_supported: ["code"],
    grant_types_supported: ["authorization_code", "refresh_token"],
    code_challenge_methods_supported: ["S256"],
    token_endpoint_auth_methods_supported: ["none"],
    revocation_endpoint_auth_methods_supported: ["none"],
    authorization_response_iss_parameter_supported: true,
    client_id_metadata_document_supported: true,
    service_documentation: `${appUrl}/api/docs`,
  };
}

/** RFC 9728 metadata of the MCP endpoint: which authorization server issues its tokens, and the scopes it knows. */
export function protectedResourceMetadata(appUrl: string): OAuthProtectedResourceMetadata {
  return {
    resource: mcpResource(appUrl),
    authorization_servers: [appUrl],
    scopes_supported: ALL_SCOPES,
    bearer_methods_supported: ["header"],
    resource_name: "Understudy meeting memory",
    resource_documentation: `${appUrl}/api/docs`,
  };
}
