import { and, eq, notInArray } from "drizzle-orm";
import { botSessions } from "@understudy/db/schema";
import { BotNotFoundError, type BotWebhookEvent, type MeetingBotProvider } from "@understudy/integrations/bots";
import type { ServiceContext } from "../../context";
import { storeBotEvent } from "../events/store";
import { FINISHED_STATUSES } from "../events/status";
import { botProvider } from "../provider";
import { dueForReconcile, markReconciled, type DueSession } from "./due";

export type ReconcileOutcome = "applied" | "unchanged" | "gone" | "failed";
/** Provider reads in flight at once: a backlog of quiet sessions must not look like a burst to the provider. */
const CONCURRENCY = 4;

/**
 * Asks the provider for one quiet session's bot and applies what it says through the webhook's own path
 * (`storeBotEvent`), so a status learned this way is the same stored, ordered, idempotent event as a delivered
 * one: each status change gets an id of its own (`reconcile:<code>:<sub-code>:<at>`), so asking twice, or a
 * webhook arriving late for the same change, changes nothing twice.
 */
export async function reconcileSession(ctx: ServiceContext, provider: MeetingBotProvider, session: DueSession): Promise<ReconcileOutcome> {
  try {
    const bot = await provider.getBot(session.providerBotId);
    let applied = false;
    for (const change of bot.statusChanges) {
      const event: BotWebhookEvent = {
        kind: "status",
        eventId: `reconcile:${change.raw.code}:${change.raw.subCode ?? ""}:${change.at.toISOString()}`,
        botId: bot.id,
        metadata: { session_id: session.id },
        ...change,
      };
      applied = (await storeBotEvent({ ctx, event, provider: session.provider })) === "applied" || applied;
    }
    return applied ? "applied" : "unchanged";
  } catch (error) {
    if (error instanceof BotNotFoundError) {
      // The provider no longer knows the bot: it will never say more, so the session ends here.
      await ctx.db
        .update(botSessions)
        .set({ status: "error", reason: "provider_error", errorMessage: "The meeting bot no longer exists at the provider", endedAt: ctx.clock.now(), updatedAt: ctx.clock.now() })
        .where(and(eq(botSessions.id, session.id), notInArray(botSessions.status, [...FINISHED_STATUSES])));
      return "gone";
    }
    ctx.log.warn({ err: error, sessionId: session.id }, "reconcile: the provider could not be asked; next run");
    return "failed";
  } finally {
    await markReconciled(ctx.db, session.id, ctx.clock.now());
  }
}

/** One run of `bots.reconcile`: the quietest open sessions, a few provider reads at a time. */
export async function reconcileQuietSessions(ctx: ServiceContext): Promise<Record<ReconcileOutcome, number>> {
  const provider = botProvider(ctx);
  const due = await dueForReconcile(ctx.db, ctx.clock.now());
  const counts: Record<ReconcileOutcome, number> = { applied: 0, unchanged: 0, gone: 0, failed: 0 };
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(CONCURRENCY, due.length) }, async () => {
      for (let session = due[next++]; session; session = due[next++]) counts[await reconcileSession(ctx, provider, session)]++;
    }),
  );
  return counts;
}
