import { brand, isBranded } from "../cross-bundle";

/**
 * What went wrong with a model call, in terms a caller can act on:
 * - `rate_limited` / `unavailable`: transient (the SDK already retried); try again later.
 * - `invalid_output`: the answer was not JSON or did not match the schema; asking again may help.
 * - `refused` / `truncated`: the model declined or ran out of tokens.
 * - `rejected`: the request itself was refused (bad key, bad model, bad schema); retrying will not help.
 */
export type AiErrorKind = "rate_limited" | "unavailable" | "invalid_output" | "refused" | "truncated" | "rejected";

export class AiError extends Error {
  static override [Symbol.hasInstance](value: unknown): boolean {
    return isBranded(value, "AiError");
  }

  constructor(
    readonly kind: AiErrorKind,
    message: string,
    options?: { cause?: unknown; status?: number },
  ) {
    super(message, options);
    brand(this, "AiError");
    this.name = "AiError";
    this.status = options?.status;
  }
  readonly status: number | undefined;

  get retryable(): boolean {
    return this.kind === "rate_limited" || this.kind === "unavailable" || this.kind === "invalid_output";
  }
}
