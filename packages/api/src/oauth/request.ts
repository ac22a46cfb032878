import { redirectUriMatches } from "@modelcontextprotocol/sdk/server/auth/handlers/authorize.js";
import { ServiceError } from "@understudy/services/errors";
import { grantedScopes, OAUTH_SCOPES, type AuthorizationRequest, type AuthorizationRequestInput } from "@understudy/services/oauth";
import { clientName, clientsStore, type OAuthStore } from "./clients";
import { mcpResource, sameResource } from "./urls";

/** What the consent page shows and, once allowed, what the code is issued for. */
export interface CheckedRequest {
  request: AuthorizationRequest;
  client_name: string;
  client_uri: string | null;
  /** The redirect URI's origin, so the user sees where they will be sent. */
  redirect_origin: string;
  scopes: { scope: string; description: string }[];
}

const refuse = (message: string) => new ServiceError("BAD_REQUEST", message);

/**
 * The consent page's authorization request, checked again as the SDK's authorization handler checked it before
 * redirecting here (the page's URL is the client's to write): a known client, one of its redirect URIs, a code
 * response with an S256 challenge, and this server's MCP endpoint as the resource.
 */
export async function checkAuthorizationRequest(store: OAuthStore, input: AuthorizationRequestInput): Promise<CheckedRequest> {
  const client = await clientsStore(store).getClient(input.client_id);
  if (!client) throw refuse("This app is not registered with Understudy");
  const redirectUri = input.redirect_uri ?? (client.redirect_uris.length === 1 ? client.redirect_uris[0] : undefined);
  if (!redirectUri || !client.redirect_uris.some((registered) => redirectUriMatches(redirectUri, registered))) throw refuse("The app's redirect address is not one it registered");
  if (input.response_type !== "code") throw refuse("Only the authorization code flow is supported");
  if (!input.code_challenge || input.code_challenge_method !== "S256") throw refuse("The app must use PKCE with S256");
  if (input.resource !== undefined && (!URL.canParse(input.resource) || !sameResource(input.resource, store.appUrl))) throw refuse(`Tokens are only issued for ${mcpResource(store.appUrl)}`);
  const requested = grantedScopes((input.scope ?? "").split(" ").filter(Boolean));
  const scopes = input.allowed_scopes ? requested.filter((s) => input.allowed_scopes?.includes(s)) : requested;
  if (!scopes.length) throw refuse("Allow at least one thing, or deny the app");
  const name = clientName(client);
  return {
    request: { clientId: client.client_id, clientName: name, redirectUri, codeChallenge: input.code_challenge, scopes, state: input.state, resource: mcpResource(store.appUrl) },
    client_name: name,
    client_uri: client.client_uri ?? null,
    redirect_origin: new URL(redirectUri).origin === "null" ? new URL(redirectUri).protocol : new URL(redirectUri).origin,
    scopes: scopes.map((scope) => ({ scope, description: OAUTH_SCOPES[scope] })),
  };
}
