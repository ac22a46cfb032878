import type { PgBoss } from "pg-boss";
import { systemClock, type Logger } from "@understudy/services";
import { configuredSupportMailer, retryUndeliveredSupportRequests, type SupportMailer } from "@understudy/services/support";
import type { Database } from "@understudy/db";

export const SUPPORT_DELIVER_QUEUE = "support.deliver";
/** Every 5 minutes: a support request whose mail failed reaches the support address soon after the server recovers. */
export const SUPPORT_DELIVER_CRON = "*/5 * * * *";

/**
 * `support.deliver`: sends the support requests the request path could not (mail down or not yet configured).
 * Without SMTP configured there is nowhere to send them: not worked, the requests wait in the database.
 */
export async function registerSupportDeliver(
  boss: PgBoss,
  db: Database,
  log: Logger,
  mailer: SupportMailer | null = configuredSupportMailer(),
  options: { pollingIntervalSeconds?: number } = {},
): Promise<void> {
  await boss.createQueue(SUPPORT_DELIVER_QUEUE);
  if (!mailer) {
    log.warn("SMTP is not configured: support.deliver is not worked");
    return;
  }
  await boss.schedule(SUPPORT_DELIVER_QUEUE, SUPPORT_DELIVER_CRON);
  const jobLog = log.child({ job: SUPPORT_DELIVER_QUEUE });
  await boss.work(SUPPORT_DELIVER_QUEUE, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, async () => {
    const summary = await retryUndeliveredSupportRequests({ ctx: { db, clock: systemClock, log: jobLog, actor: { type: "system" } }, mailer });
    if (summary.delivered + summary.failed > 0) jobLog.info(summary, "undelivered support requests retried");
  });
}
