import { brand, isBranded } from "../cross-bundle";

/** Adapter errors; the API maps them onto its ServiceError codes. */

/** Stripe could not be reached, refused our key, or failed: the request may succeed later. */
export class BillingUnavailableError extends Error {
  static override [Symbol.hasInstance](value: unknown): boolean {
    return isBranded(value, "BillingUnavailableError");
  }

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    brand(this, "BillingUnavailableError");
    this.name = "BillingUnavailableError";
  }
}

/** Stripe refused the request itself (for example an unknown customer): retrying the same call will not help. */
export class BillingRequestError extends Error {
  static override [Symbol.hasInstance](value: unknown): boolean {
    return isBranded(value, "BillingRequestError");
  }

  constructor(
    message: string,
    readonly code: string | null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    brand(this, "BillingRequestError");
    this.name = "BillingRequestError";
  }
}

/** The webhook's signature is missing, forged, or too old. */
export class WebhookSignatureError extends Error {
  static override [Symbol.hasInstance](value: unknown): boolean {
    return isBranded(value, "WebhookSignatureError");
  }

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    brand(this, "WebhookSignatureError");
    this.name = "WebhookSignatureError";
  }
}
