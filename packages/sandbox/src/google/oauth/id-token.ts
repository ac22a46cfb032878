import { createHash } from "node:crypto";
import { SignJWT } from "jose";
import type { SigningKey } from "./keys";
import type { ProfileClaims } from "./claims";

export const ID_TOKEN_TTL_S = 3600;

export interface IdTokenInput {
  issuer: string;
  clientId: string;
  claims: ProfileClaims;
  now: Date;
  nonce?: string;
  accessToken?: string;
}

/** RS256 ID token with Google's claim set; `nonce` only when the request carried one. */
export async function signIdToken(key: SigningKey, input: IdTokenInput): Promise<string> {
  const iat = Math.floor(input.now.getTime() / 1000);
  const payload: Record<string, unknown> = {
    iss: input.issuer,
    azp: input.clientId,
    aud: input.clientId,
    ...input.claims,
    ...(input.accessToken ? { at_hash: atHash(input.accessToken) } : {}),
    ...(input.nonce !== undefined ? { nonce: input.nonce } : {}),
    iat,
    exp: iat + ID_TOKEN_TTL_S,
  };
  return new SignJWT(payload).setProtectedHeader({ alg: "RS256", kid: key.kid, typ: "JWT" }).sign(key.privateKey);
}

/** OIDC Core §3.1.3.6: left half of SHA-256(access_token), base64url. */
function atHash(accessToken: string): string {
  return createHash("sha256").update(accessToken, "ascii").digest().subarray(0, 16).toString("base64url");
}
