import type { SandboxContext } from "../core/context";
import { elevenLabsError } from "./errors";

export const ELEVENLABS_FAULT_NAMESPACE = "elevenlabs";
/**
 * `rate_limit` → 429, `server_error` → 500, `timeout` → the answer is held for 3 s (past a short client timeout),
 * `voice_limit_reached` → the next voice add is refused as an account at its custom-voice limit is.
 */
export const ELEVENLABS_FAULTS = ["rate_limit", "server_error", "timeout", "voice_limit_reached"] as const;
export const ELEVENLABS_TIMEOUT_MS = 3_000;

/** A transport fault armed for the next call, as its response (or null to answer normally). */
export async function consumeFault(ctx: SandboxContext): Promise<Response | null> {
  const { faults } = ctx;
  if (faults.consume(ELEVENLABS_FAULT_NAMESPACE, "rate_limit"))
    return elevenLabsError(429, "too_many_concurrent_requests", "Too many concurrent requests. Your current subscription allows 2 concurrent requests.");
  if (faults.consume(ELEVENLABS_FAULT_NAMESPACE, "server_error")) return elevenLabsError(500, "internal_server_error", "An internal server error occurred.");
  if (faults.consume(ELEVENLABS_FAULT_NAMESPACE, "timeout")) await new Promise((resolve) => setTimeout(resolve, ELEVENLABS_TIMEOUT_MS));
  return null;
}
