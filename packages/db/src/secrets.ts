import { createHash } from "node:crypto";

/**
 * The one-way hash every bearer secret is stored under (personal API tokens and next-auth session tokens):
 * a read of the database then yields nothing that signs anyone in. SHA-256 without a salt is enough because
 * the secrets are long random strings, and it keeps lookups to one indexed equality.
 */
export function hashSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}
