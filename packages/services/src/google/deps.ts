import type { TokenCipher } from "@understudy/integrations/crypto";
import type { GoogleConnector } from "@understudy/integrations/google";
import { configured, type AppDeps } from "../deps";

/** What the Google services need from outside: the Google API and the cipher for tokens at rest. */
export interface GoogleDeps {
  google: GoogleConnector;
  cipher: TokenCipher;
}

/** Unconfigured Google or a missing TOKEN_ENCRYPTION_KEY is a server problem, reported as 503 rather than a crash. */
export function googleDeps(deps: AppDeps): GoogleDeps {
  return {
    google: configured(deps.google, "Google is not configured on this server"),
    cipher: configured(deps.cipher, "Token encryption is not configured on this server (TOKEN_ENCRYPTION_KEY)"),
  };
}
