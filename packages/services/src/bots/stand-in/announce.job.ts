import { systemContext } from "../../context";
import { defineJob } from "../../jobs/define-job";
import { LIVE_QUEUE_POLICY, LIVE_WORK } from "../../jobs/live";
import { defineQueue } from "../../jobs/queue";
import { announceStandIn } from "./announce";

export interface AnnounceJobData {
  sessionId: string;
  botId: string;
  /** The claim this job carries out (bot_sessions.announced_at when it was claimed). */
  claimedAt: string;
}

/** `bots.announce`: the grace ran out without the owner; the bot says who it is and how to opt out. */
export const announceQueue = defineQueue<AnnounceJobData>({ name: "bots.announce", policy: LIVE_QUEUE_POLICY });

export const announceJob = defineJob({
  queue: announceQueue,
  work: LIVE_WORK,
  unavailable: (deps) => (deps.bots ? null : "no meeting-bot provider configured: bots.announce is not worked"),
  async handle(jobs, { deps, log }) {
    for (const job of jobs) {
      const ctx = systemContext(deps, log.child({ job: job.id, sessionId: job.data.sessionId }));
      ctx.log.info({ outcome: await announceStandIn(ctx, job.data) }, "stand-in announcement");
    }
  },
});
