import type { Response } from "express";
import type { OAuthServerProvider } from "@modelcontextprotocol/sdk/server/auth/provider.js";
import { InvalidGrantError, InvalidScopeError, InvalidTargetError, InvalidTokenError } from "@modelcontextprotocol/sdk/server/auth/errors.js";
import { codeChallenge, exchangeCode, exchangeRefreshToken, OAuthGrantError, OAuthScopeError, OAuthTargetError, resolveAccessToken, revokeToken } from "@understudy/services/oauth";
import { clientsStore, type OAuthStore } from "./clients";
import { CONSENT_PATH, mcpResource, sameResource } from "./urls";

/** The services' OAuth errors as the SDK's, which its handlers answer with RFC 6749's codes. */
async function oauthErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof OAuthGrantError) throw new InvalidGrantError(error.message);
    if (error instanceof OAuthScopeError) throw new InvalidScopeError(error.message);
    if (error instanceof OAuthTargetError) throw new InvalidTargetError(error.message);
    throw error;
  }
}

const resourceOf = (resource: URL | undefined) => (resource ? resource.href.replace(/\/+$/, "") : undefined);

/**
 * The SDK's authorization server (its handlers parse and check every request: PKCE S256 only, registered redirect
 * URIs, client authentication) over the services' grants and tokens. Authorizing sends the browser to the web
 * app's consent page, where the signed-in user allows or refuses the client.
 */
export function oauthProvider(store: OAuthStore): OAuthServerProvider {
  return {
    clientsStore: clientsStore(store),

    authorize(client, params, res: Response) {
      if (params.resource && !sameResource(params.resource, store.appUrl)) throw new InvalidTargetError(`Tokens are only issued for ${mcpResource(store.appUrl)}`);
      const consent = new URL(CONSENT_PATH, store.appUrl);
      const query: Record<string, string | undefined> = {
        client_id: client.client_id,
        redirect_uri: params.redirectUri,
        response_type: "code",
        code_challenge: params.codeChallenge,
        code_challenge_method: "S256",
        scope: params.scopes?.length ? params.scopes.join(" ") : undefined,
        state: params.state,
        resource: mcpResource(store.appUrl),
      };
      for (const [k, v] of Object.entries(query)) if (v !== undefined) consent.searchParams.set(k, v);
      res.redirect(302, consent.href);
      return Promise.resolve();
    },

    challengeForAuthorizationCode: (client, code) => oauthErrors(() => codeChallenge(store, client.client_id, code)),

    exchangeAuthorizationCode: (client, code, _verifier, redirectUri, resource) =>
      oauthErrors(() => exchangeCode(store, { clientId: client.client_id, code, redirectUri, resource: resourceOf(resource) })),

    exchangeRefreshToken: (client, refreshToken, scopes, resource) =>
      oauthErrors(() => exchangeRefreshToken(store, { clientId: client.client_id, refreshToken, scopes, resource: resourceOf(resource) })),

    async verifyAccessToken(token) {
      const row = await resolveAccessToken(store.db, store.clock.now(), token, mcpResource(store.appUrl));
      if (!row) throw new InvalidTokenError("The access token is invalid or expired");
      return { token, clientId: row.grantId, scopes: [...row.scopes], resource: new URL(row.resource) };
    },

    revokeToken: (client, request) => revokeToken(store, { clientId: client.client_id, token: request.token }),
  };
}
