import { BotNotFoundError, BotProviderRequestError, BotProviderUnavailableError } from "./errors";

export interface HttpOptions {
  baseUrl: string;
  headers: Record<string, string>;
  timeoutMs: number;
  maxAttempts: number;
  /** Base delay of the exponential backoff; tests shrink it. */
  backoffMs: number;
  sleep?: (ms: number) => Promise<void>;
}

/** What an adapter's config may tune about its HTTP; tests shrink the waits or record them. */
export interface HttpTuning {
  timeoutMs?: number;
  maxAttempts?: number;
  backoffMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

/** `<base>/api/v1` with `Token` auth: the scheme Recall and Attendee share. */
export function tokenApi(base: string, apiKey: string, tuning: HttpTuning, headers: Record<string, string> = {}): HttpOptions {
  return {
    baseUrl: `${base.replace(/\/+$/, "")}/api/v1`,
    headers: { authorization: `Token ${apiKey}`, ...headers },
    timeoutMs: tuning.timeoutMs ?? 10_000,
    maxAttempts: tuning.maxAttempts ?? 4,
    backoffMs: tuning.backoffMs ?? 500,
    ...(tuning.sleep ? { sleep: tuning.sleep } : {}),
  };
}

// 409 (conflict), 429 (throttled), 502/503/504 (overloaded) and 507 (ad-hoc pool empty) are all "try again" per Recall's error guide.
const RETRYABLE = new Set([409, 429, 500, 502, 503, 504, 507]);
/**
 * 507 asks for a retry every 30 s until the pool refills (docs.recall.ai/reference/errors): too long to wait
 * inside a request, so it is thrown at once with that advice and the caller's job retries later.
 */
const RETRY_LATER = new Map([[507, 30]]);
const MAX_RETRY_AFTER_S = 30;

/**
 * JSON over fetch with a per-attempt timeout and retries with exponential backoff (honouring
 * Retry-After). Only call this for requests that are safe to repeat: GETs, and POSTs that carry an
 * idempotency key or are naturally idempotent (leave, chat is at-least-once by design).
 */
export async function requestJson(options: HttpOptions, method: string, path: string, body?: unknown, extraHeaders: Record<string, string> = {}): Promise<{ status: number; body: unknown }> {
  return requestJsonEach(options, method, path, body === undefined ? undefined : () => body, extraHeaders);
}

/**
 * requestJson with the body built again for every attempt: a create that waited out a Retry-After must
 * not send a `join_at` that has meanwhile passed (Attendee answers 400 to one in the past).
 */
export async function requestJsonEach(options: HttpOptions, method: string, path: string, bodyFor: (() => unknown) | undefined, extraHeaders: Record<string, string> = {}): Promise<{ status: number; body: unknown }> {
  const sleep = options.sleep ?? ((ms: number) => new Promise((r) => setTimeout(r, ms)));
  let last: BotProviderUnavailableError | undefined;
  for (let attempt = 1; attempt <= options.maxAttempts; attempt++) {
    let response: Response;
    const body = bodyFor?.();
    try {
      response = await fetch(`${options.baseUrl}${path}`, {
        method,
        headers: { accept: "application/json", ...(bodyFor === undefined ? {} : { "content-type": "application/json" }), ...options.headers, ...extraHeaders },
        ...(bodyFor === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      last = new BotProviderUnavailableError(timedOut ? `Bot provider timed out after ${options.timeoutMs} ms` : "Bot provider unreachable", null, null, { cause: error });
      await sleep(options.backoffMs * 2 ** (attempt - 1));
      continue;
    }
    const text = await response.text();
    const parsed = parseBody(text);
    if (response.ok) return { status: response.status, body: parsed };
    if (response.status === 404) throw new BotNotFoundError(path);
    if (RETRYABLE.has(response.status)) {
      const retryAfter = Number(response.headers.get("retry-after"));
      const retryAfterS = Number.isFinite(retryAfter) && retryAfter > 0 ? Math.min(retryAfter, MAX_RETRY_AFTER_S) : null;
      const later = RETRY_LATER.get(response.status);
      if (later !== undefined) throw new BotProviderUnavailableError(`Bot provider answered ${response.status}`, response.status, retryAfterS ?? later);
      last = new BotProviderUnavailableError(`Bot provider answered ${response.status}`, response.status, retryAfterS);
      if (attempt < options.maxAttempts) await sleep(retryAfterS !== null ? retryAfterS * 1000 : options.backoffMs * 2 ** (attempt - 1));
      continue;
    }
    if (response.status === 401 || response.status === 403) throw new BotProviderUnavailableError(`Bot provider refused our credentials (${response.status})`, response.status);
    throw new BotProviderRequestError(describe(parsed) ?? `Bot provider answered ${response.status}`, response.status, parsed);
  }
  throw last ?? new BotProviderUnavailableError("Bot provider unavailable", null);
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** `{"detail": "..."}`, Attendee's `{"error": "..."}` or DRF field errors `{"meeting_url": ["..."]}` → one readable line. */
function describe(body: unknown): string | null {
  if (!body || typeof body !== "object") return typeof body === "string" && body ? body.slice(0, 300) : null;
  const record = body as Record<string, unknown>;
  if (typeof record.detail === "string") return record.detail;
  if (typeof record.error === "string") return record.error;
  const parts = Object.entries(record).map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(" ") : String(v)}`);
  return parts.length ? parts.join("; ").slice(0, 300) : null;
}
