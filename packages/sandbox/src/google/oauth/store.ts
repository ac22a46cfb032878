import { randomToken } from "../../core/http";
import type { Account } from "./accounts";
import type { PkceMethod } from "./pkce";

export const CODE_TTL_MS = 10 * 60 * 1000;
export const ACCESS_TOKEN_TTL_S = 3599;

export interface AuthorizationCode {
  code: string;
  clientId: string;
  redirectUri: string;
  account: Account;
  scopes: string[];
  nonce?: string;
  pkce?: { challenge: string; method: PkceMethod };
  issueRefreshToken: boolean;
  expiresAt: number;
  used: boolean;
}

export interface AccessTokenRecord {
  token: string;
  clientId: string;
  account: Account;
  scopes: string[];
  expiresAt: number;
  refreshToken?: string;
}

export interface RefreshTokenRecord {
  token: string;
  clientId: string;
  account: Account;
  scopes: string[];
}

export type CodeLookup =
  | { status: "ok"; record: AuthorizationCode }
  | { status: "unknown" | "used" | "expired" };

/** In-memory codes, tokens and per user+client grants. Times are epoch ms. */
export class OAuthStore {
  readonly #codes = new Map<string, AuthorizationCode>();
  readonly #accessTokens = new Map<string, AccessTokenRecord>();
  readonly #refreshTokens = new Map<string, RefreshTokenRecord>();
  readonly #grants = new Map<string, Set<string>>();

  createCode(input: Omit<AuthorizationCode, "code" | "expiresAt" | "used">, now: number): AuthorizationCode {
    const record: AuthorizationCode = { ...input, code: `4/0sandbox-${randomToken()}`, expiresAt: now + CODE_TTL_MS, used: false };
    this.#codes.set(record.code, record);
    return record;
  }

  /** Codes are single-use: the first presentation consumes the code, whatever happens next. */
  redeemCode(code: string, now: number): CodeLookup {
    const record = this.#codes.get(code);
    if (!record) return { status: "unknown" };
    if (record.used) return { status: "used" };
    record.used = true;
    if (now >= record.expiresAt) return { status: "expired" };
    return { status: "ok", record };
  }

  issueAccessToken(input: Omit<AccessTokenRecord, "token" | "expiresAt">, now: number): AccessTokenRecord {
    const record: AccessTokenRecord = { ...input, token: `ya29.sandbox-${randomToken(32)}`, expiresAt: now + ACCESS_TOKEN_TTL_S * 1000 };
    this.#accessTokens.set(record.token, record);
    return record;
  }

  issueRefreshToken(input: Omit<RefreshTokenRecord, "token">): RefreshTokenRecord {
    const record: RefreshTokenRecord = { ...input, token: `1//sandbox-${randomToken(32)}` };
    this.#refreshTokens.set(record.token, record);
    return record;
  }

  /** A live (unexpired, unrevoked) access token. */
  findAccessToken(token: string, now: number): AccessTokenRecord | undefined {
    const record = this.#accessTokens.get(token);
    return record && now < record.expiresAt ? record : undefined;
  }

  findRefreshToken(token: string): RefreshTokenRecord | undefined {
    return this.#refreshTokens.get(token);
  }

  hasRefreshToken(sub: string, clientId: string): boolean {
    return [...this.#refreshTokens.values()].some((r) => r.account.sub === sub && r.clientId === clientId);
  }

  grantedScopes(sub: string, clientId: string): string[] {
    return [...(this.#grants.get(grantKey(sub, clientId)) ?? [])];
  }

  recordGrant(sub: string, clientId: string, scopes: readonly string[]): void {
    const key = grantKey(sub, clientId);
    const granted = this.#grants.get(key) ?? new Set<string>();
    for (const scope of scopes) granted.add(scope);
    this.#grants.set(key, granted);
  }

  /**
   * Revokes the whole grant behind an access or refresh token, as Google does:
   * every access and refresh token of that user+client, and the remembered scopes.
   * Returns false when the token is unknown (or already revoked).
   */
  revoke(token: string): boolean {
    const record = this.#accessTokens.get(token) ?? this.#refreshTokens.get(token);
    if (!record) return false;
    const { clientId } = record;
    const { sub } = record.account;
    const matches = (r: { clientId: string; account: Account }) => r.clientId === clientId && r.account.sub === sub;
    for (const [key, r] of this.#accessTokens) if (matches(r)) this.#accessTokens.delete(key);
    for (const [key, r] of this.#refreshTokens) if (matches(r)) this.#refreshTokens.delete(key);
    this.#grants.delete(grantKey(sub, clientId));
    return true;
  }

  clear(): void {
    this.#codes.clear();
    this.#accessTokens.clear();
    this.#refreshTokens.clear();
    this.#grants.clear();
  }
}

function grantKey(sub: string, clientId: string): string {
  return `${sub}\u0000${clientId}`;
}
