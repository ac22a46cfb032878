import { systemContext } from "../context";
import { configured } from "../deps";
import { defineJob } from "../jobs/define-job";
import { defineQueue } from "../jobs/queue";
import { retryUndeliveredSupportRequests } from "./deliver";

/**
 * `support.deliver`, every 5 minutes: sends the support requests the request path could not (mail down or not
 * yet configured), so a request reaches the support address soon after the server recovers. Without SMTP
 * configured there is nowhere to send them: not worked, the requests wait in the database.
 */
export const supportDeliverJob = defineJob({
  queue: defineQueue<object>({ name: "support.deliver" }),
  schedule: { cron: "*/5 * * * *" },
  work: { pollingIntervalSeconds: 2 },
  unavailable: (deps) => (deps.mailer ? null : "SMTP is not configured: support.deliver is not worked"),
  async handle(_jobs, { deps, log }) {
    const mailer = configured(deps.mailer, "SMTP is not configured");
    const summary = await retryUndeliveredSupportRequests({ ctx: systemContext(deps, log), mailer });
    if (summary.delivered + summary.failed > 0) log.info(summary, "undelivered support requests retried");
  },
});
