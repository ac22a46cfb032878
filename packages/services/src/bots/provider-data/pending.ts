import { and, asc, eq, lte, sql } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import { providerDataDeletions } from "@understudy/db/schema";
import { BotNotFoundError, BotProviderRequestError, type MeetingBotProvider } from "@understudy/integrations/bots";
import type { ServiceContext } from "../../context";

/** The first retry comes soon (a bot post-processing is done in minutes), later ones back off to an hour. */
const FIRST_RETRY_MS = 60_000;
const MAX_RETRY_MS = 60 * 60_000;
const BATCH = 50;

/** Remembers a bot whose provider data must still be deleted; asking twice for one bot is one row. */
export async function deleteProviderDataLater(db: Executor, row: { provider: string; providerBotId: string; reason: "account_deleted" | "retention"; lastError: string; now: Date }): Promise<void> {
  await db
    .insert(providerDataDeletions)
    .values({ provider: row.provider, providerBotId: row.providerBotId, reason: row.reason, lastError: row.lastError.slice(0, 500), nextAttemptAt: new Date(row.now.getTime() + FIRST_RETRY_MS) })
    .onConflictDoNothing();
}

/**
 * Tries the deletions that are due. Gone at the provider counts as deleted. A refusal (the bot is still
 * leaving or post-processing) or an outage waits longer each time; nothing is ever dropped unasked.
 */
export async function retryProviderDataDeletions(ctx: ServiceContext, provider: MeetingBotProvider): Promise<{ deleted: number; waiting: number }> {
  const now = ctx.clock.now();
  const due = await ctx.db
    .select()
    .from(providerDataDeletions)
    .where(and(eq(providerDataDeletions.provider, provider.name), lte(providerDataDeletions.nextAttemptAt, now)))
    .orderBy(asc(providerDataDeletions.nextAttemptAt))
    .limit(BATCH);
  let deleted = 0;
  for (const row of due) {
    try {
      await provider.deleteBotMedia(row.providerBotId);
      await ctx.db.delete(providerDataDeletions).where(eq(providerDataDeletions.id, row.id));
      deleted++;
    } catch (error) {
      if (error instanceof BotNotFoundError) {
        await ctx.db.delete(providerDataDeletions).where(eq(providerDataDeletions.id, row.id));
        deleted++;
        continue;
      }
      const waitMs = Math.min(FIRST_RETRY_MS * 2 ** (row.attempts + 1), MAX_RETRY_MS);
      const message = error instanceof BotProviderRequestError || error instanceof Error ? error.message : String(error);
      await ctx.db
        .update(providerDataDeletions)
        .set({ attempts: sql`${providerDataDeletions.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + waitMs), lastError: message.slice(0, 500) })
        .where(eq(providerDataDeletions.id, row.id));
    }
  }
  return { deleted, waiting: due.length - deleted };
}
