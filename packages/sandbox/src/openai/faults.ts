import type { SandboxContext } from "../core/context";
import { openaiError } from "./errors";

export const OPENAI_FAULT_NAMESPACE = "openai";
/**
 * Embeddings have switches of their own: search embeds queries along the way (Ask, the search box), and a test
 * that counts failures of chat calls must not have one of them spent on an embedding.
 */
export const OPENAI_EMBEDDINGS_FAULT_NAMESPACE = "openai_embeddings";
export const OPENAI_EMBEDDINGS_FAULTS = ["rate_limit", "server_error", "timeout"] as const;
/** Speech too: a test of a failed spoken announcement must not have its failure spent on a chat call running beside it. */
export const OPENAI_SPEECH_FAULT_NAMESPACE = "openai_speech";
export const OPENAI_SPEECH_FAULTS = ["rate_limit", "server_error", "timeout"] as const;
/**
 * `rate_limit` → 429, `server_error` → 500, `timeout` → the answer is held for 3 s (past a short client
 * timeout), `malformed_json` → truncated JSON content, `missing_fields` → valid JSON lacking a required key.
 */
export const OPENAI_FAULTS = ["rate_limit", "server_error", "timeout", "malformed_json", "missing_fields"] as const;
export const TIMEOUT_FAULT_DELAY_MS = 3_000;

export type ContentFault = "malformed_json" | "missing_fields" | null;

export async function consumeFault(ctx: SandboxContext, namespace = OPENAI_FAULT_NAMESPACE): Promise<{ response?: Response; kind: ContentFault }> {
  const { faults } = ctx;
  if (faults.consume(namespace, "rate_limit")) {
    return {
      kind: null,
      response: openaiError(
        429,
        { message: "Rate limit reached for gpt-4o-mini in organization org-sandbox on tokens per min (TPM): Limit 200000, Used 200000, Requested 812. Please try again in 20ms.", type: "tokens", code: "rate_limit_exceeded" },
        { "retry-after-ms": "20" },
      ),
    };
  }
  if (faults.consume(namespace, "server_error")) {
    return {
      kind: null,
      response: openaiError(500, { message: "The server had an error while processing your request. Sorry about that!", type: "server_error" }, { "retry-after-ms": "20" }),
    };
  }
  if (faults.consume(namespace, "timeout")) await new Promise((resolve) => setTimeout(resolve, TIMEOUT_FAULT_DELAY_MS));
  if (faults.consume(namespace, "malformed_json")) return { kind: "malformed_json" };
  if (faults.consume(namespace, "missing_fields")) return { kind: "missing_fields" };
  return { kind: null };
}
