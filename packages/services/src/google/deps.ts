import { tokenCipherFromEnv, type TokenCipher } from "@understudy/integrations/crypto";
import { googleConfigFromEnv, createGoogleConnector, type GoogleConnector } from "@understudy/integrations/google";
import { ServiceError } from "../errors";

/** What the Google services need from outside: the Google API and the cipher for tokens at rest. */
export interface GoogleDeps {
  google: GoogleConnector;
  cipher: TokenCipher;
}

let cached: { key: string; deps: GoogleDeps } | undefined;

/**
 * The deps the environment describes (memoised per configuration). Unconfigured Google or a missing
 * TOKEN_ENCRYPTION_KEY is a server problem, reported as 503 rather than a crash.
 */
export function resolveGoogleDeps(): GoogleDeps {
  const config = googleConfigFromEnv();
  if (!config) throw new ServiceError("UPSTREAM_UNAVAILABLE", "Google is not configured on this server");
  const cipher = tokenCipherFromEnv();
  if (!cipher) throw new ServiceError("UPSTREAM_UNAVAILABLE", "Token encryption is not configured on this server (TOKEN_ENCRYPTION_KEY)");
  const key = JSON.stringify(config) + cipher.currentKeyId;
  if (cached?.key !== key) cached = { key, deps: { google: createGoogleConnector(config), cipher } };
  return cached.deps;
}
