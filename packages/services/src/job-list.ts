/* Every background job of the product, in one list: apps/worker registers these, nothing else. */
import { accountExportCleanupJob, accountExportJob } from "./account/export/export.job";
import { actionItemsBackfillJob } from "./action-items/backfill.job";
import { userCountersFoldJob } from "./admin/user-counters.job";
import { cleanupSessionsJob } from "./auth/cleanup-sessions.job";
import { billingReconcileJob } from "./billing/reconcile.job";
import { avatarAnswerJob } from "./avatar/answer.job";
import { avatarDraftExpireJob, avatarDraftSpeakJob } from "./avatar/drafts/draft.jobs";
import { catchUpDeliverJob, catchUpFoldJob } from "./bots/catch-up/catch-up.jobs";
import { leaveJob } from "./bots/sessions/leave.job";
import { afterMeetingJob } from "./bots/stand-in/after-meeting.job";
import { announceJob } from "./bots/stand-in/announce.job";
import { handOverJob } from "./bots/stand-in/hand-over.job";
import { ownerGraceJob } from "./bots/stand-in/owner-grace.job";
import { botScheduleJob } from "./bots/booking/schedule.job";
import { reconcileJob } from "./bots/reconcile/reconcile.job";
import { providerDataDeleteJob } from "./bots/provider-data/pending.job";
import { preflightJob } from "./bots/preflight/preflight.job";
import { calendarSyncDueJob, calendarSyncJob } from "./calendar/sync.job";
import type { JobDefinition } from "./jobs/define-job";
import { privacyRetentionJob } from "./privacy/retention.job";
import { recapEmailJob, recapShareJob } from "./recaps/recap.jobs";
import { pushSendJob } from "./push/send.job";
import { searchEmbedJob, searchEmbedSweepJob } from "./search/embed.job";
import { slackRecapJob } from "./slack/recap.job";
import { summaryGenerateJob } from "./summaries/generate.job";
import { summaryRecoverJob } from "./summaries/recover.job";
import { supportDeliverJob } from "./support/deliver.job";
import { trialExpiryJob } from "./subscription/trial-expiry.job";

export const JOBS: readonly JobDefinition<object>[] = [
  cleanupSessionsJob,
  summaryGenerateJob,
  summaryRecoverJob,
  actionItemsBackfillJob,
  searchEmbedJob,
  searchEmbedSweepJob,
  trialExpiryJob,
  billingReconcileJob,
  supportDeliverJob,
  recapEmailJob,
  recapShareJob,
  calendarSyncDueJob,
  calendarSyncJob,
  ownerGraceJob,
  announceJob,
  handOverJob,
  leaveJob,
  afterMeetingJob,
  catchUpFoldJob,
  catchUpDeliverJob,
  avatarAnswerJob,
  avatarDraftExpireJob,
  avatarDraftSpeakJob,
  botScheduleJob,
  reconcileJob,
  providerDataDeleteJob,
  preflightJob,
  privacyRetentionJob,
  pushSendJob,
  accountExportJob,
  accountExportCleanupJob,
  userCountersFoldJob,
  slackRecapJob,
];

/** The jobs a bot event (or the grace timer) queues: the stand-in, the avatar, "what you missed" and the summary request. */
export const BOT_EVENT_JOBS: readonly JobDefinition<object>[] = [announceJob, handOverJob, leaveJob, ownerGraceJob, afterMeetingJob, catchUpFoldJob, catchUpDeliverJob, avatarAnswerJob, avatarDraftExpireJob, avatarDraftSpeakJob, pushSendJob];

export {
  accountExportCleanupJob,
  accountExportJob,
  afterMeetingJob,
  announceJob,
  avatarAnswerJob,
  avatarDraftExpireJob,
  avatarDraftSpeakJob,
  catchUpDeliverJob,
  catchUpFoldJob,
  handOverJob,
  leaveJob,
  billingReconcileJob,
  botScheduleJob,
  calendarSyncDueJob,
  calendarSyncJob,
  cleanupSessionsJob,
  ownerGraceJob,
  preflightJob,
  privacyRetentionJob,
  recapEmailJob,
  recapShareJob,
  pushSendJob,
  reconcileJob,
  searchEmbedJob,
  searchEmbedSweepJob,
  slackRecapJob,
  summaryGenerateJob,
  summaryRecoverJob,
  supportDeliverJob,
  trialExpiryJob,
  userCountersFoldJob,
};
