import type { PgBoss } from "pg-boss";
import type { Database } from "@understudy/db";
import { systemClock, type Logger } from "@understudy/services";
import { configuredBotProvider, configuredSpeech, OWNER_GRACE_QUEUE, OWNER_GRACE_QUEUE_OPTIONS, runOwnerGrace, type OwnerGraceJobData, type StandInDeps } from "@understudy/services/bots";

export { OWNER_GRACE_QUEUE };

/**
 * `bots.owner-grace`: five minutes after a bot was admitted, announce it if the meeting was too quiet for
 * a provider event to do so. The job lives in pg-boss's tables, so a worker that crashes before it is
 * due leaves it for the next one; running it again is harmless (the announcement is claimed once).
 * A job woken before its time is queued again for the rest; a failed announcement throws, so pg-boss
 * retries with backoff. Without a configured provider the queue is not worked.
 */
export async function registerOwnerGrace(
  boss: PgBoss,
  db: Database,
  log: Logger,
  deps: StandInDeps | null = configuredDeps(),
  options: { pollingIntervalSeconds?: number } = {},
): Promise<void> {
  await boss.createQueue(OWNER_GRACE_QUEUE, OWNER_GRACE_QUEUE_OPTIONS);
  if (!deps) {
    log.warn("no meeting-bot provider configured: bots.owner-grace is not worked");
    return;
  }
  await boss.work<OwnerGraceJobData>(OWNER_GRACE_QUEUE, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, async (jobs) => {
    for (const job of jobs) {
      const ctx = { db, clock: systemClock, log: log.child({ job: job.id, sessionId: job.data.sessionId }), actor: { type: "system" as const } };
      const outcome = await runOwnerGrace({ ctx, deps, sessionId: job.data.sessionId });
      if (outcome === "retry") throw new Error(`owner grace ${job.data.sessionId}: the announcement could not be sent, retrying`);
      if (typeof outcome === "object") await boss.send(OWNER_GRACE_QUEUE, job.data, { startAfter: outcome.early, singletonKey: job.data.sessionId });
      ctx.log.info({ outcome }, "owner grace checked");
    }
  });
}

function configuredDeps(): StandInDeps | null {
  const provider = configuredBotProvider();
  return provider ? { provider, speech: configuredSpeech() } : null;
}
