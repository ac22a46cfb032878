import { randomBytes } from "node:crypto";
import { hashToken } from "../auth/credentials";

/** Prefixes say what a secret is before any lookup (and let secret scanners recognise them). */
export const OAUTH_PREFIX = { code: "usc_", access: "usa_", refresh: "usr_" } as const;
export type OAuthSecretKind = keyof typeof OAUTH_PREFIX;

export const mintOAuthSecret = (kind: OAuthSecretKind) => OAUTH_PREFIX[kind] + randomBytes(32).toString("base64url");
export const isOAuthAccessToken = (value: string) => value.startsWith(OAUTH_PREFIX.access);
export { hashToken };
