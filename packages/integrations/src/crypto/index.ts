import { processEnv, type EnvSource } from "../env";
import { cryptoEnv } from "./env";
import { createTokenCipher, type TokenCipher } from "./token-cipher";

export { createTokenCipher, parseKey, TokenCipherError, type TokenCipher } from "./token-cipher";
export { cryptoEnv } from "./env";

/** The cipher the environment describes, or null when no TOKEN_ENCRYPTION_KEY is set. */
export function tokenCipherFromEnv(source: EnvSource = processEnv()): TokenCipher | null {
  const env = cryptoEnv(source);
  if (!env.TOKEN_ENCRYPTION_KEY) return null;
  return createTokenCipher({ current: env.TOKEN_ENCRYPTION_KEY, previous: env.TOKEN_ENCRYPTION_KEYS_PREVIOUS });
}
