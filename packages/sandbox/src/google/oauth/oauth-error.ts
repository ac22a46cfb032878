import { jsonResponse } from "../../core/http";

/** RFC 6749 §5.2 error, rendered as Google does (`application/json; charset=utf-8`). */
export class OAuthError {
  constructor(
    readonly error: string,
    readonly description: string,
    readonly status = 400,
    readonly headers: Record<string, string> = {},
  ) {}

  toResponse(): Response {
    return jsonResponse({ error: this.error, error_description: this.description }, this.status, {
      "Cache-Control": "no-store",
      Pragma: "no-cache",
      ...this.headers,
    });
  }
}

export const expiredOrRevoked = () => new OAuthError("invalid_grant", "Token has been expired or revoked.");
