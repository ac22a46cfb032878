import { and, eq, isNull } from "drizzle-orm";
import { oauthGrants, oauthTokens } from "@understudy/db/schema";
import type { UserContext } from "../context";
import { CODE_TTL_MS } from "./lifetimes";
import type { OAuthScope } from "./scopes";
import { hashToken, mintOAuthSecret } from "./secrets";

/** An authorization request the API layer has checked (client, redirect URI, PKCE S256, resource). */
export interface AuthorizationRequest {
  clientId: string;
  clientName: string;
  redirectUri: string;
  codeChallenge: string;
  scopes: OAuthScope[];
  state?: string;
  /** The MCP endpoint's URL: every token of the grant is valid there only. */
  resource: string;
}

/** Where the browser goes next with the authorization response (RFC 6749 §4.1.2, with RFC 9207's `iss`). */
function respond(request: AuthorizationRequest, issuer: string, params: Record<string, string>): string {
  const url = new URL(request.redirectUri);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  if (request.state !== undefined) url.searchParams.set("state", request.state);
  url.searchParams.set("iss", issuer);
  return url.href;
}

/**
 * The signed-in user allows the client: one live grant per user and client (asking again replaces its scopes),
 * and a one-time code bound to the PKCE challenge and redirect URI.
 */
export async function approveAuthorization(ctx: UserContext, request: AuthorizationRequest, issuer: string): Promise<{ redirect_to: string }> {
  const now = ctx.clock.now();
  const userId = ctx.actor.userId;
  const code = mintOAuthSecret("code");
  await ctx.db.transaction(async (tx) => {
    const [live] = await tx
      .update(oauthGrants)
      .set({ scopes: request.scopes, resource: request.resource, clientName: request.clientName })
      .where(and(eq(oauthGrants.userId, userId), eq(oauthGrants.clientId, request.clientId), isNull(oauthGrants.revokedAt)))
      .returning({ id: oauthGrants.id });
    const grantId =
      live?.id ??
      (
        await tx
          .insert(oauthGrants)
          .values({ userId, clientId: request.clientId, clientName: request.clientName, scopes: request.scopes, resource: request.resource, createdAt: now })
          .returning({ id: oauthGrants.id })
      )[0]?.id;
    if (!grantId) throw new Error("grant insert returned no row");
    await tx.insert(oauthTokens).values({
      userId,
      grantId,
      kind: "code",
      tokenHash: hashToken(code),
      codeChallenge: request.codeChallenge,
      redirectUri: request.redirectUri,
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    });
  });
  ctx.log.info({ clientId: request.clientId, scopes: request.scopes }, "oauth grant approved");
  return { redirect_to: respond(request, issuer, { code }) };
}

/** The user said no: the client hears access_denied (RFC 6749 §4.1.2.1); nothing is stored. */
export function denyAuthorization(request: AuthorizationRequest, issuer: string): { redirect_to: string } {
  return { redirect_to: respond(request, issuer, { error: "access_denied", error_description: "The user did not allow access" }) };
}
