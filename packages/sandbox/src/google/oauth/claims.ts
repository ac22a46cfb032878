import type { Account } from "./accounts";
import { USERINFO_EMAIL, USERINFO_PROFILE } from "./scopes";

export interface ProfileClaims {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
  picture?: string;
}

/** OIDC claims for the granted scopes (shared by the ID token and `/v1/userinfo`). */
export function profileClaims(account: Account, scopes: readonly string[], pictureUrl: string): ProfileClaims {
  const claims: ProfileClaims = { sub: account.sub };
  if (scopes.includes(USERINFO_EMAIL)) {
    claims.email = account.email;
    claims.email_verified = true;
  }
  if (scopes.includes(USERINFO_PROFILE)) {
    claims.name = account.name;
    claims.given_name = account.givenName;
    if (account.familyName) claims.family_name = account.familyName;
    claims.picture = pictureUrl;
  }
  return claims;
}
