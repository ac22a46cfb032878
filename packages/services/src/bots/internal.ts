import { and, eq } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import { botSessions, type BotSession } from "@understudy/db/schema";
import { BotNotFoundError, BotProviderRequestError, BotProviderUnavailableError } from "@understudy/integrations/bots";
import { NotFoundError, ServiceError } from "../errors";
import { isUuid } from "../meetings/internal";

/** Another user's session and a session that does not exist are the same answer: 404. */
export async function getOwnedSessionOrThrow(db: Executor, userId: string, id: string): Promise<BotSession> {
  if (!isUuid(id)) throw new NotFoundError("Bot session");
  const [row] = await db
    .select()
    .from(botSessions)
    .where(and(eq(botSessions.id, id), eq(botSessions.userId, userId)))
    .limit(1);
  if (!row) throw new NotFoundError("Bot session");
  return row;
}

/** Adapter errors → ServiceError: provider down/throttling is 503, a refusal of the request itself is 422. */
export function providerFailure(error: unknown): ServiceError {
  if (error instanceof BotProviderUnavailableError)
    return new ServiceError("UPSTREAM_UNAVAILABLE", "The meeting bot service is unavailable, please try again shortly", { cause: error, ...(error.retryAfterSeconds ? { retryAfterSeconds: error.retryAfterSeconds } : {}) });
  if (error instanceof BotProviderRequestError) return new ServiceError("UNPROCESSABLE", `The meeting bot service refused the request: ${error.message}`, { cause: error });
  if (error instanceof BotNotFoundError) return new ServiceError("UNPROCESSABLE", "The meeting bot no longer exists at the provider", { cause: error });
  return new ServiceError("INTERNAL", "Unexpected meeting bot failure", { cause: error });
}
