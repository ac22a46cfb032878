import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { brand, isBranded } from "../cross-bundle";

/**
 * AES-256-GCM for secrets at rest (Google refresh and access tokens).
 *
 * Stored form: `enc:v1:<kid>:<iv>:<ciphertext>:<tag>` (base64url parts). The key id names the key that
 * sealed the value, so keys can be rotated: new values use the current key, old ones still open with a
 * previous key until they are re-encrypted. The caller's `context` (e.g. "google:refresh:<userId>") is
 * bound in as associated data, so a value copied onto another row does not decrypt.
 */
export interface TokenCipher {
  readonly currentKeyId: string;
  encrypt(plaintext: string, context: string): string;
  decrypt(sealed: string, context: string): string;
  /** True when `sealed` was made with a key other than the current one. */
  needsReencryption(sealed: string): boolean;
}

export class TokenCipherError extends Error {
  static override [Symbol.hasInstance](value: unknown): boolean {
    return isBranded(value, "TokenCipherError");
  }

  constructor(message?: string, options?: { cause?: unknown }) {
    super(message, options);
    brand(this, "TokenCipherError");
  }

  override name = "TokenCipherError";
}

interface Key {
  id: string;
  bytes: Buffer;
}

const PREFIX = "enc:v1:";
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * A key is 32 bytes as base64url/base64 (43-44 chars) or hex (64 chars), optionally prefixed with its
 * id: `<kid>:<key>`. Without an explicit id, the id is derived from the key itself.
 */
export function parseKey(spec: string): Key {
  const trimmed = spec.trim();
  const colon = trimmed.indexOf(":");
  const explicitId = colon > 0 ? trimmed.slice(0, colon) : undefined;
  const material = colon > 0 ? trimmed.slice(colon + 1) : trimmed;
  if (explicitId !== undefined && !/^[A-Za-z0-9_-]{1,32}$/.test(explicitId)) {
    throw new TokenCipherError("key id must be 1-32 characters of A-Z, a-z, 0-9, _ or -");
  }
  let bytes: Buffer;
  if (/^[0-9a-fA-F]{64}$/.test(material)) bytes = Buffer.from(material, "hex");
  else if (/^[A-Za-z0-9_-]{43}$/.test(material)) bytes = Buffer.from(material, "base64url");
  else if (/^[A-Za-z0-9+/]{43}=$/.test(material)) bytes = Buffer.from(material, "base64");
  else throw new TokenCipherError("key must be 32 bytes, as base64url, base64 or hex (e.g. `openssl rand -base64 32`)");
  const id = explicitId ?? createHash("sha256").update(bytes).digest("hex").slice(0, 8);
  return { id, bytes };
}

export function createTokenCipher(keys: { current: string; previous?: readonly string[] }): TokenCipher {
  const current = parseKey(keys.current);
  const ring = new Map<string, Key>([[current.id, current]]);
  for (const spec of keys.previous ?? []) {
    const key = parseKey(spec);
    if (!ring.has(key.id)) ring.set(key.id, key);
  }
  const aad = (kid: string, context: string) => Buffer.from(`understudy:v1:${kid}:${context}`, "utf8");

  const split = (sealed: string) => {
    if (!sealed.startsWith(PREFIX)) throw new TokenCipherError("not an encrypted value");
    const [kid, iv, body, tag, ...rest] = sealed.slice(PREFIX.length).split(":");
    if (!kid || !iv || body === undefined || !tag || rest.length > 0) throw new TokenCipherError("malformed encrypted value");
    return { kid, iv: Buffer.from(iv, "base64url"), body: Buffer.from(body, "base64url"), tag: Buffer.from(tag, "base64url") };
  };

  return {
    currentKeyId: current.id,
    encrypt(plaintext, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", current.bytes, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(aad(current.id, context));
      const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
      const parts = [current.id, iv.toString("base64url"), body.toString("base64url"), cipher.getAuthTag().toString("base64url")];
      return PREFIX + parts.join(":");
    },
    decrypt(sealed, context) {
      const { kid, iv, body, tag } = split(sealed);
      const key = ring.get(kid);
      if (!key) throw new TokenCipherError(`no key with id ${kid} is configured`);
      if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new TokenCipherError("malformed encrypted value");
      try {
        const decipher = createDecipheriv("aes-256-gcm", key.bytes, iv, { authTagLength: TAG_BYTES });
        decipher.setAAD(aad(kid, context));
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
      } catch (cause) {
        throw new TokenCipherError("encrypted value failed authentication (wrong key, context or tampered data)", { cause });
      }
    },
    needsReencryption(sealed) {
      return split(sealed).kid !== current.id;
    },
  };
}
