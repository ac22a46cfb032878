import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import { slackConnections, type SlackConnection } from "@understudy/db/schema";
import { TokenCipherError, type TokenCipher } from "@understudy/integrations/crypto";

/** Associated data binding each sealed value to its user and purpose (decisions/077). */
export const slackTokenContext = {
  bot: (userId: string) => `slack:bot:${userId}`,
  state: (userId: string) => `slack:state:${userId}`,
};

export const STATE_TTL_MS = 10 * 60_000;
export const SLACK_RECONNECT_MESSAGE = "Slack no longer accepts Understudy's access (the app was removed or the token revoked). Reconnect Slack in Settings.";

export async function findSlackConnection(db: Executor, userId: string): Promise<SlackConnection | undefined> {
  const [row] = await db.select().from(slackConnections).where(eq(slackConnections.userId, userId)).limit(1);
  return row;
}

/**
 * The OAuth `state`: the expiry and a nonce sealed with the token cipher under this user's context, so it is
 * signed (AES-GCM authenticates it) and opens only for the user who started the install. Nothing is stored.
 */
export function sealState(cipher: TokenCipher, userId: string, now: Date): string {
  const payload = JSON.stringify({ exp: now.getTime() + STATE_TTL_MS, n: randomBytes(12).toString("base64url") });
  return cipher.encrypt(payload, slackTokenContext.state(userId));
}

/** True when `state` was sealed for this user and has not expired. */
export function stateIsValid(cipher: TokenCipher, userId: string, state: string, now: Date): boolean {
  try {
    const { exp } = JSON.parse(cipher.decrypt(state, slackTokenContext.state(userId))) as { exp?: unknown };
    return typeof exp === "number" && exp > now.getTime();
  } catch (error) {
    if (error instanceof TokenCipherError || error instanceof SyntaxError) return false;
    throw error;
  }
}
