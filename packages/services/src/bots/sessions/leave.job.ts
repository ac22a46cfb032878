import { systemContext } from "../../context";
import { defineJob } from "../../jobs/define-job";
import { LIVE_QUEUE_POLICY, LIVE_WORK } from "../../jobs/live";
import { defineQueue } from "../../jobs/queue";
import { botProvider } from "../provider";
import { leaveCall } from "./leave";

export interface LeaveJobData {
  sessionId: string;
  botId: string;
  why: "opted_out" | "stopped_by_owner";
}

/** `bots.leave`: someone typed "opt out", or the owner pressed "Stop the bot" in the live room; the bot leaves the call now. Leaving twice is harmless. */
export const leaveQueue = defineQueue<LeaveJobData>({ name: "bots.leave", policy: LIVE_QUEUE_POLICY });

export const leaveJob = defineJob({
  queue: leaveQueue,
  work: LIVE_WORK,
  unavailable: (deps) => (deps.bots ? null : "no meeting-bot provider configured: bots.leave is not worked"),
  async handle(jobs, { deps, log }) {
    for (const job of jobs) {
      const ctx = systemContext(deps, log.child({ job: job.id, sessionId: job.data.sessionId }));
      await leaveCall(botProvider(ctx), job.data.botId);
      ctx.log.info({ why: job.data.why }, "bot left the call");
    }
  },
});
