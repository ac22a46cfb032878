/* Every background job of the product, in one list: apps/worker registers these, nothing else. */
import { accountExportCleanupJob, accountExportJob } from "./account/export/export.job";
import { userCountersFoldJob } from "./admin/user-counters.job";
import { cleanupSessionsJob } from "./auth/cleanup-sessions.job";
import { billingReconcileJob } from "./billing/reconcile.job";
import { ownerGraceJob } from "./bots/stand-in/owner-grace.job";
import { botScheduleJob } from "./bots/booking/schedule.job";
import { preflightJob } from "./bots/preflight/preflight.job";
import { calendarSyncDueJob, calendarSyncJob } from "./calendar/sync.job";
import type { JobDefinition } from "./jobs/define-job";
import { privacyRetentionJob } from "./privacy/retention.job";
import { searchEmbedJob, searchEmbedSweepJob } from "./search/embed.job";
import { summaryGenerateJob } from "./summaries/generate.job";
import { summaryRecoverJob } from "./summaries/recover.job";
import { supportDeliverJob } from "./support/deliver.job";
import { trialExpiryJob } from "./subscription/trial-expiry.job";

export const JOBS: readonly JobDefinition<object>[] = [
  cleanupSessionsJob,
  summaryGenerateJob,
  summaryRecoverJob,
  searchEmbedJob,
  searchEmbedSweepJob,
  trialExpiryJob,
  billingReconcileJob,
  supportDeliverJob,
  calendarSyncDueJob,
  calendarSyncJob,
  ownerGraceJob,
  botScheduleJob,
  preflightJob,
  privacyRetentionJob,
  accountExportJob,
  accountExportCleanupJob,
  userCountersFoldJob,
];

export {
  accountExportCleanupJob,
  accountExportJob,
  billingReconcileJob,
  botScheduleJob,
  calendarSyncDueJob,
  calendarSyncJob,
  cleanupSessionsJob,
  ownerGraceJob,
  preflightJob,
  privacyRetentionJob,
  searchEmbedJob,
  searchEmbedSweepJob,
  summaryGenerateJob,
  summaryRecoverJob,
  supportDeliverJob,
  trialExpiryJob,
  userCountersFoldJob,
};
