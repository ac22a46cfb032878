/** The message was not accepted. `permanent` (a 5xx answer) will not succeed by retrying the same message. */
export class MailDeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "MailDeliveryError";
  }
}
