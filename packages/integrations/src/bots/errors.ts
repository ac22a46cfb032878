/** Adapter errors; the API maps them onto its ServiceError codes. */

/** The provider could not be reached, timed out, throttled us or failed: the call may succeed later. */
export class BotProviderUnavailableError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly retryAfterSeconds: number | null = null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "BotProviderUnavailableError";
  }
}

/** The provider refused the request itself (bad meeting URL, bot already gone): retrying will not help. */
export class BotProviderRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
    this.name = "BotProviderRequestError";
  }
}

export class BotNotFoundError extends Error {
  constructor(botId: string) {
    super(`Bot ${botId} not found at the provider`);
    this.name = "BotNotFoundError";
  }
}

/** The webhook's signature is missing, forged, or too old. */
export class BotWebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BotWebhookSignatureError";
  }
}

/** Signed correctly but not a shape we can read. */
export class BotWebhookPayloadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BotWebhookPayloadError";
  }
}
