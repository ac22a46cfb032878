import { createHash, generateKeyPairSync, type KeyObject } from "node:crypto";
import type { JWK } from "jose";
import { selfSignedCertificatePem } from "./x509";

export interface SigningKey {
  /** 40 hex chars, like Google's key ids. */
  kid: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** Public JWK as served by `/oauth2/v3/certs`. */
  jwk: JWK;
  /** Self-signed certificate as served by `/oauth2/v1/certs`. */
  certificatePem: string;
}

/** A fresh RSA-2048 key for RS256 ID tokens, generated once per sandbox app. */
export function createSigningKey(now: Date): SigningKey {
  const { publicKey, privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const kid = createHash("sha1").update(publicKey.export({ type: "spki", format: "der" })).digest("hex");
  const { n, e } = publicKey.export({ format: "jwk" });
  const certificatePem = selfSignedCertificatePem({
    publicKey,
    privateKey,
    commonName: "sandbox-google-federated-signon",
    notBefore: new Date(now.getTime() - 60 * 60 * 1000),
    notAfter: new Date(now.getTime() + 365 * 24 * 60 * 60 * 1000),
  });
  return { kid, privateKey, publicKey, jwk: { kty: "RSA", alg: "RS256", use: "sig", kid, n, e }, certificatePem };
}
