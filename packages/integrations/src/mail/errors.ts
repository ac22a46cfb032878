import { brand, isBranded } from "../cross-bundle";

/** The message was not accepted. `permanent` (a 5xx answer) will not succeed by retrying the same message. */
export class MailDeliveryError extends Error {
  static override [Symbol.hasInstance](value: unknown): boolean {
    return isBranded(value, "MailDeliveryError");
  }

  constructor(
    message: string,
    readonly permanent: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    brand(this, "MailDeliveryError");
    this.name = "MailDeliveryError";
  }
}
