import { createHash, randomBytes } from "node:crypto";

export const API_TOKEN_PREFIX = "ust_";

export function hashToken(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

export function mintApiTokenSecret(): string {
  return API_TOKEN_PREFIX + randomBytes(24).toString("base64url");
}

export function isApiTokenSecret(value: string): boolean {
  return value.startsWith(API_TOKEN_PREFIX);
}
