import { randomBytes } from "node:crypto";
import { hashSecret } from "@understudy/db";

export const API_TOKEN_PREFIX = "ust_";

/** API tokens and session tokens are stored under the same hash. */
export const hashToken = hashSecret;

export function mintApiTokenSecret(): string {
  return API_TOKEN_PREFIX + randomBytes(24).toString("base64url");
}

export function isApiTokenSecret(value: string): boolean {
  return value.startsWith(API_TOKEN_PREFIX);
}
