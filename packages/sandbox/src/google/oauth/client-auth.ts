import { OAuthError } from "./oauth-error";

/**
 * Authenticates the client by `client_secret_basic` (RFC 6749 §2.3.1: base64 of
 * form-urlencoded `id:secret`) or `client_secret_post`. Any id/secret pair is
 * accepted (there is no client registry); using both methods at once is not.
 */
export function authenticateClient(authorization: string | undefined, params: Map<string, string>): { clientId: string } | OAuthError {
  const bodyId = params.get("client_id");
  const bodySecret = params.get("client_secret");

  if (authorization !== undefined && /^basic /i.test(authorization)) {
    const basicFailure = (description: string) =>
      new OAuthError("invalid_client", description, 401, { "WWW-Authenticate": 'Basic realm="sandbox-google"' });
    const decoded = Buffer.from(authorization.slice(6).trim(), "base64").toString("utf8");
    const colon = decoded.indexOf(":");
    if (colon < 0) return basicFailure("Malformed Basic authorization header.");
    let id: string;
    let secret: string;
    try {
      id = formDecode(decoded.slice(0, colon));
      secret = formDecode(decoded.slice(colon + 1));
    } catch {
      return basicFailure("Malformed Basic authorization header.");
    }
    if (!id || !secret) return basicFailure("Unauthorized");
    if (bodySecret !== undefined) return new OAuthError("invalid_request", "Use only one client authentication method.");
    if (bodyId !== undefined && bodyId !== id) return new OAuthError("invalid_request", "client_id does not match the Authorization header.");
    return { clientId: id };
  }

  if (!bodyId) return new OAuthError("invalid_request", "Could not determine client ID from request.");
  if (!bodySecret) return new OAuthError("invalid_client", "Unauthorized", 401);
  return { clientId: bodyId };
}

function formDecode(value: string): string {
  return decodeURIComponent(value.replaceAll("+", " "));
}
