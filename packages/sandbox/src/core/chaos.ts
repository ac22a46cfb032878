import type { MiddlewareHandler } from "hono";
import { z } from "zod";
import { jsonResponse } from "./http";

/**
 * Random failures across every emulated API at once (`POST /__sandbox/chaos`), for load tests: where the
 * one-shot faults make one call fail on cue, chaos makes a share of all calls fail the ways real services
 * do — 429 with Retry-After, 5xx, a response that never comes in time, a connection dropped mid-request —
 * each in the failing service's own error shape, so the real SDKs take their real error paths.
 */
export const CHAOS_KINDS = ["rate_limit", "server_error", "timeout", "drop"] as const;
export type ChaosKind = (typeof CHAOS_KINDS)[number];

export const ChaosSettings = z.strictObject({
  /** Share of API calls that fail, 0 to 1. */
  rate: z.number().min(0).max(1),
  kinds: z.array(z.enum(CHAOS_KINDS)).min(1).default([...CHAOS_KINDS]),
  /** How long a "timeout" holds the response before answering 504 (longer than a client's own timeout). */
  timeoutMs: z.number().int().min(0).max(120_000).default(15_000),
  seed: z.number().int().default(1),
});
export type ChaosSettings = z.infer<typeof ChaosSettings>;

/** Which API a path belongs to, for the error's shape; null for what chaos leaves alone (controls, pages). */
type Service = "openai" | "stripe" | "google" | "recall" | "elevenlabs" | "slack";

function serviceOf(path: string): Service | null {
  if (path.startsWith("/__sandbox")) return null;
  if (/^\/v1\/(chat|embeddings|audio|responses|models)/.test(path)) return "openai";
  if (/^\/v1\/(voices|text-to-speech)(\/|$)/.test(path)) return "elevenlabs";
  if (path.startsWith("/v1/")) return "stripe";
  if (path.startsWith("/api/v1/") || path.startsWith("/api/v2/")) return "recall";
  // Slack's Web API methods are `/api/<family>.<method>` (https://api.slack.com/web).
  if (/^\/api\/[a-z]+\.[\w.]+$/i.test(path)) return "slack";
  if (/^\/(calendar|gmail)\/|^\/(token|revoke)$|^\/oauth2\/v\d\/userinfo/.test(path)) return "google";
  return null;
}

function errorBody(service: Service, status: number): unknown {
  const retry = status === 429;
  switch (service) {
    case "openai":
      return { error: { message: retry ? "Rate limit reached for requests" : "The server had an error while processing your request.", type: retry ? "requests" : "server_error", param: null, code: retry ? "rate_limit_exceeded" : null } };
    case "stripe":
      return { error: { type: retry ? "invalid_request_error" : "api_error", code: retry ? "rate_limit" : undefined, message: retry ? "Too many requests hit the API too quickly." : "An unknown error occurred" } };
    case "google":
      return { error: { code: status, message: retry ? "Rate Limit Exceeded" : "Backend Error", status: retry ? "RESOURCE_EXHAUSTED" : "UNAVAILABLE" } };
    case "recall":
      return { detail: retry ? "Request was throttled." : "Service temporarily unavailable." };
    case "slack":
      // Slack's 429 carries `ratelimited`; a 5xx `internal_error` (https://api.slack.com/docs/rate-limits).
      return { ok: false, error: retry ? "ratelimited" : "internal_error" };
    case "elevenlabs":
      return { detail: retry ? { status: "too_many_concurrent_requests", message: "Too many concurrent requests." } : { status: "system_busy", message: "We are experiencing heavy traffic, please try again." } };
  }
}

export class Chaos {
  #settings: ChaosSettings | null = null;
  #state = 1;
  readonly counts: Record<ChaosKind | "passed", number> = { rate_limit: 0, server_error: 0, timeout: 0, drop: 0, passed: 0 };

  configure(settings: ChaosSettings | null): void {
    this.#settings = settings;
    this.#state = (settings?.seed ?? 1) >>> 0 || 1;
    for (const key of Object.keys(this.counts) as (keyof typeof this.counts)[]) this.counts[key] = 0;
  }

  get settings(): ChaosSettings | null {
    return this.#settings;
  }

  /** xorshift32, seeded: the same seed fails the same calls of the same sequence. */
  #random(): number {
    let x = this.#state;
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    this.#state = x >>> 0;
    return this.#state / 2 ** 32;
  }

  /** The failure for this call, or null to let it through. */
  draw(): ChaosKind | null {
    const settings = this.#settings;
    if (!settings || settings.rate === 0) return null;
    if (this.#random() >= settings.rate) {
      this.counts.passed++;
      return null;
    }
    const kind = settings.kinds[Math.floor(this.#random() * settings.kinds.length)] ?? "server_error";
    this.counts[kind]++;
    return kind;
  }

  middleware(): MiddlewareHandler {
    return async (c, next) => {
      const service = serviceOf(c.req.path);
      const kind = service ? this.draw() : null;
      if (!service || !kind) return next();
      if (kind === "rate_limit") return jsonResponse(errorBody(service, 429), 429, { "Retry-After": "1" });
      if (kind === "server_error") return jsonResponse(errorBody(service, 503), 503);
      if (kind === "timeout") {
        await new Promise((resolve) => setTimeout(resolve, this.#settings?.timeoutMs ?? 15_000));
        return jsonResponse(errorBody(service, 504), 504);
      }
      // A dropped connection: the node adapter's socket is destroyed before any byte of the answer.
      const incoming = (c.env as { incoming?: { socket?: { destroy(): void } } } | undefined)?.incoming;
      incoming?.socket?.destroy();
      return new Response(null, { status: 502 });
    };
  }
}
