/** Adapter errors; the API maps them onto its ServiceError codes. */

/** Stripe could not be reached, refused our key, or failed: the request may succeed later. */
export class BillingUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "BillingUnavailableError";
  }
}

/** Stripe refused the request itself (for example an unknown customer): retrying the same call will not help. */
export class BillingRequestError extends Error {
  constructor(
    message: string,
    readonly code: string | null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "BillingRequestError";
  }
}

/** The webhook's signature is missing, forged, or too old. */
export class WebhookSignatureError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "WebhookSignatureError";
  }
}
