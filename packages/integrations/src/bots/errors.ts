import { brand, isBranded } from "../cross-bundle";

/** Adapter errors; the API maps them onto its ServiceError codes. */

/** The provider could not be reached, timed out, throttled us or failed: the call may succeed later. */
export class BotProviderUnavailableError extends Error {
  static override [Symbol.hasInstance](value: unknown): boolean {
    return isBranded(value, "BotProviderUnavailableError");
  }

  constructor(
    message: string,
    readonly status: number | null,
    readonly retryAfterSeconds: number | null = null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    brand(this, "BotProviderUnavailableError");
    this.name = "BotProviderUnavailableError";
  }
}

/** The provider refused the request itself (bad meeting URL, bot already gone): retrying will not help. */
export class BotProviderRequestError extends Error {
  static override [Symbol.hasInstance](value: unknown): boolean {
    return isBranded(value, "BotProviderRequestError");
  }

  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
    brand(this, "BotProviderRequestError");
    this.name = "BotProviderRequestError";
  }
}

export class BotNotFoundError extends Error {
  static override [Symbol.hasInstance](value: unknown): boolean {
    return isBranded(value, "BotNotFoundError");
  }

  constructor(botId: string) {
    super(`Bot ${botId} not found at the provider`);
    brand(this, "BotNotFoundError");
    this.name = "BotNotFoundError";
  }
}

/** The webhook's signature is missing, forged, or too old. */
export class BotWebhookSignatureError extends Error {
  static override [Symbol.hasInstance](value: unknown): boolean {
    return isBranded(value, "BotWebhookSignatureError");
  }

  constructor(message: string) {
    super(message);
    brand(this, "BotWebhookSignatureError");
    this.name = "BotWebhookSignatureError";
  }
}

/** Signed correctly but not a shape we can read. */
export class BotWebhookPayloadError extends Error {
  static override [Symbol.hasInstance](value: unknown): boolean {
    return isBranded(value, "BotWebhookPayloadError");
  }

  constructor(message: string) {
    super(message);
    brand(this, "BotWebhookPayloadError");
    this.name = "BotWebhookPayloadError";
  }
}
