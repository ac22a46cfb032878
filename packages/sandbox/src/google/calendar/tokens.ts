import { createHash } from "node:crypto";

/**
 * Opaque sync and page tokens. They carry the store's random epoch so that invalidating a calendar's
 * tokens (or restarting the sandbox) makes every old token answer 410 Gone, as Google does.
 */
export interface SyncTokenData {
  /** Calendar owner. */
  c: string;
  /** Store epoch (random per store and per invalidation). */
  g: string;
  /** Change sequence the listing covered. */
  s: number;
}

export interface PageTokenData {
  g: string;
  /** Snapshot sequence of the listing this page belongs to. */
  k: number;
  /** Last item of the previous page: [sort key, id]. */
  a: [number, string];
  /** Hash of the other request parameters, which must not change between pages. */
  h: string;
}

const SYNC_PREFIX = "CPjX";
const PAGE_PREFIX = "CiAK";

export function encodeSyncToken(data: SyncTokenData): string {
  return SYNC_PREFIX + Buffer.from(JSON.stringify(data)).toString("base64url");
}

export function decodeSyncToken(token: string): SyncTokenData | undefined {
  const data = decode(token, SYNC_PREFIX);
  if (!data || typeof data.c !== "string" || typeof data.g !== "string" || !Number.isInteger(data.s)) return undefined;
  return { c: data.c, g: data.g, s: data.s as number };
}

export function encodePageToken(data: PageTokenData): string {
  return PAGE_PREFIX + Buffer.from(JSON.stringify(data)).toString("base64url");
}

export function decodePageToken(token: string): PageTokenData | undefined {
  const data = decode(token, PAGE_PREFIX);
  if (!data || typeof data.g !== "string" || !Number.isInteger(data.k) || typeof data.h !== "string") return undefined;
  const after = data.a;
  if (!Array.isArray(after) || typeof after[0] !== "number" || typeof after[1] !== "string") return undefined;
  return { g: data.g, k: data.k as number, a: [after[0], after[1]], h: data.h };
}

export function paramsHash(params: Record<string, unknown>): string {
  return createHash("sha256").update(JSON.stringify(params)).digest("base64url").slice(0, 16);
}

function decode(token: string, prefix: string): Record<string, unknown> | undefined {
  if (!token.startsWith(prefix) || token.length > 2000) return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(token.slice(prefix.length), "base64url").toString("utf8"));
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
