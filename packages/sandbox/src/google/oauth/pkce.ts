import { createHash, timingSafeEqual } from "node:crypto";

export type PkceMethod = "S256" | "plain";

/** RFC 7636 §4.1/§4.2: 43–128 unreserved characters. */
export const PKCE_VALUE = /^[A-Za-z0-9._~-]{43,128}$/;

export function verifyPkce(verifier: string, challenge: string, method: PkceMethod): boolean {
  if (!PKCE_VALUE.test(verifier)) return false;
  const computed = method === "S256" ? createHash("sha256").update(verifier, "ascii").digest("base64url") : verifier;
  const a = Buffer.from(computed);
  const b = Buffer.from(challenge);
  return a.length === b.length && timingSafeEqual(a, b);
}
