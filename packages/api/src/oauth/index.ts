export { clientsStore, isDocumentClientId, type OAuthStore } from "./clients";
export { authorizationServerMetadata, protectedResourceMetadata } from "./metadata";
export { checkAuthorizationRequest, type CheckedRequest } from "./request";
export { oauthApp } from "./router";
export { CONSENT_PATH, MCP_PATH, mcpResource, OAUTH_PATH, protectedResourceMetadataUrl } from "./urls";
export { answerWellKnown } from "./well-known";
