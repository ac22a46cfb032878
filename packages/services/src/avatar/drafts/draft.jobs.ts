import { eq } from "drizzle-orm";
import { avatarDrafts } from "@understudy/db/schema";
import { systemContext } from "../../context";
import { defineJob } from "../../jobs/define-job";
import { LIVE_WORK } from "../../jobs/live";
import { notifyLiveChange } from "../../live/notify";
import { avatarDraftExpireQueue, avatarDraftSpeakQueue } from "./queues";
import { SETTLE_QUEUES, settleDraft } from "./settle";
import { speakDecidedDraft } from "./speak-draft";

/** `avatar.draft-speak`: the owner decided; say what was decided, once. */
export const avatarDraftSpeakJob = defineJob({
  queue: avatarDraftSpeakQueue,
  work: LIVE_WORK,
  unavailable: (deps) => (deps.bots ? null : "no meeting-bot provider configured: avatar.draft-speak is not worked"),
  async handle(jobs, { deps, log }) {
    for (const job of jobs) {
      const ctx = systemContext(deps, log.child({ job: job.id, draftId: job.data.draftId }));
      const outcome = await speakDecidedDraft(ctx, job.data.draftId);
      ctx.log.info(outcome, "avatar draft said");
    }
  },
});

/**
 * `avatar.draft-expire`: due at the draft's deadline. A draft nobody decided expires, and the avatar says the
 * deferral (the question becomes the owner's action item); a decided one is left as it is.
 */
export const avatarDraftExpireJob = defineJob({
  queue: avatarDraftExpireQueue,
  work: LIVE_WORK,
  unavailable: (deps) => (deps.bots ? null : "no meeting-bot provider configured: avatar.draft-expire is not worked"),
  async handle(jobs, { deps, log }) {
    for (const job of jobs) {
      const ctx = systemContext(deps, log.child({ job: job.id, draftId: job.data.draftId }));
      const [draft] = await ctx.db.select().from(avatarDrafts).where(eq(avatarDrafts.id, job.data.draftId)).limit(1);
      if (draft?.state !== "pending") continue;
      await deps.jobs.prepare(SETTLE_QUEUES);
      const expired = await ctx.db.transaction((tx) => settleDraft(tx, ctx, draft, { to: "expired" }));
      if (!expired) continue;
      await notifyLiveChange(ctx.db, draft.meetingId, "avatar");
      ctx.log.info({ meetingId: draft.meetingId }, "avatar draft expired; deferring");
    }
  },
});
