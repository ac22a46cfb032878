import { systemContext } from "../../context";
import { defineJob } from "../../jobs/define-job";
import { defineQueue } from "../../jobs/queue";
import { refreshPersonaBrief } from "../../avatar/persona";
import { summariseCapturedMeeting } from "./after-meeting";

export interface AfterMeetingJobData {
  sessionId: string;
  userId: string;
  meetingId: string;
}

/**
 * `bots.after-meeting`: the bot's meeting is over; its summary is requested and the avatar's persona brief follows
 * the user's newest words. The recap waits on it, so a job whose worker died is retried within about 20 s
 * (heartbeat) instead of at its expiry (15 minutes), and NOTIFY wakes a worker as soon as one is queued.
 */
export const afterMeetingQueue = defineQueue<AfterMeetingJobData>({
  name: "bots.after-meeting",
  policy: { policy: "short", notify: true, heartbeatSeconds: 10, retryLimit: 5, retryDelay: 10, retryBackoff: true },
  sendOptions: (data) => ({ singletonKey: data.sessionId }),
});

export const afterMeetingJob = defineJob({
  queue: afterMeetingQueue,
  // The first step of every recap, when meetings end together: as many lanes as summary.generate.
  work: { pollingIntervalSeconds: 2, localConcurrency: 4 },
  async handle(jobs, { deps, log }) {
    for (const job of jobs) {
      const ctx = systemContext(deps, log.child({ job: job.id, sessionId: job.data.sessionId, meetingId: job.data.meetingId }));
      const outcome = await summariseCapturedMeeting(ctx, job.data);
      // Only for users who set the avatar up.
      const persona = await refreshPersonaBrief(ctx, job.data.userId);
      ctx.log.info({ outcome, persona }, "after the meeting");
    }
  },
});
