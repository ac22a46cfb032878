import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createTokenCipher, parseKey, TokenCipherError } from "./token-cipher";

const key = () => randomBytes(32).toString("base64url");

describe("token cipher (AES-256-GCM with key ids)", () => {
  it("round-trips, never shows the plaintext, and seals the same value differently each time", () => {
    const cipher = createTokenCipher({ current: key() });
    const a = cipher.encrypt("1//sandbox-refresh-token", "google:refresh:u1");
    const b = cipher.encrypt("1//sandbox-refresh-token", "google:refresh:u1");
    expect(a).not.toBe(b);
    expect(a).not.toContain("sandbox");
    expect(a).toMatch(new RegExp(`^enc:v1:${cipher.currentKeyId}:[\\w-]{16}:[\\w-]+:[\\w-]{22}$`));
    expect(cipher.decrypt(a, "google:refresh:u1")).toBe("1//sandbox-refresh-token");
  });

  it("refuses another context, a tampered value and a foreign key", () => {
    const cipher = createTokenCipher({ current: key() });
    const sealed = cipher.encrypt("secret", "google:refresh:u1");
    expect(() => cipher.decrypt(sealed, "google:refresh:u2")).toThrow(TokenCipherError);
    const parts = sealed.split(":");
    const body = Buffer.from(parts[4] ?? "", "base64url");
    body[0] = (body[0] ?? 0) ^ 1;
    parts[4] = body.toString("base64url");
    expect(() => cipher.decrypt(parts.join(":"), "google:refresh:u1")).toThrow(/failed authentication/);
    expect(() => createTokenCipher({ current: key() }).decrypt(sealed, "google:refresh:u1")).toThrow(/no key with id/);
    expect(() => cipher.decrypt("plain-text-token", "google:refresh:u1")).toThrow(/not an encrypted value/);
    expect(() => cipher.decrypt("enc:v1:abc:def", "google:refresh:u1")).toThrow(/malformed/);
  });

  it("rotates: old values open with a previous key and are flagged for re-encryption", () => {
    const oldKey = `2025:${key()}`;
    const before = createTokenCipher({ current: oldKey });
    const sealed = before.encrypt("secret", "ctx");
    const after = createTokenCipher({ current: `2026:${key()}`, previous: [oldKey] });
    expect(after.currentKeyId).toBe("2026");
    expect(after.decrypt(sealed, "ctx")).toBe("secret");
    expect(after.needsReencryption(sealed)).toBe(true);
    expect(after.needsReencryption(after.encrypt("secret", "ctx"))).toBe(false);
  });

  it("accepts 32-byte keys as base64url, base64 or hex, derives a stable id, and rejects anything else", () => {
    const bytes = randomBytes(32);
    const ids = [bytes.toString("base64url"), bytes.toString("base64"), bytes.toString("hex")].map((k) => parseKey(k).id);
    expect(new Set(ids).size).toBe(1);
    expect(ids[0]).toMatch(/^[0-9a-f]{8}$/);
    expect(() => parseKey("too-short")).toThrow(TokenCipherError);
    expect(() => parseKey(randomBytes(16).toString("hex"))).toThrow(TokenCipherError);
    expect(() => parseKey(`bad id!:${bytes.toString("hex")}`)).toThrow(/key id/);
  });
});
