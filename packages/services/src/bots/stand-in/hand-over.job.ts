import { eq } from "drizzle-orm";
import { botSessions } from "@understudy/db/schema";
import { botPlatform } from "@understudy/integrations/meeting-links";
import { systemContext } from "../../context";
import { defineJob } from "../../jobs/define-job";
import { LIVE_QUEUE_POLICY, LIVE_WORK } from "../../jobs/live";
import { defineQueue } from "../../jobs/queue";
import { deliverCatchUp } from "../catch-up/deliver";
import { botProvider } from "../provider";
import { leaveCall } from "../sessions/leave";

export interface HandOverJobData {
  sessionId: string;
  botId: string;
  /** The user's "when I join" setting said leave (otherwise the bot stays and records silently). */
  leave: boolean;
  /** The owner's arrival claimed a catch-up: delivered first, while the bot can still message them privately. */
  catchUp: { participantId: string } | null;
}

/**
 * `bots.hand-over`: the owner came within the grace and the bot leaves. What they missed goes first where it
 * can be sent to them privately in the meeting chat (that needs the bot still in the call); elsewhere the
 * bot leaves at once and the catch-up follows on the meeting page, as a notification and by email.
 */
export const handOverQueue = defineQueue<HandOverJobData>({ name: "bots.hand-over", policy: LIVE_QUEUE_POLICY });

export const handOverJob = defineJob({
  queue: handOverQueue,
  work: LIVE_WORK,
  unavailable: (deps) => (deps.bots ? null : "no meeting-bot provider configured: bots.hand-over is not worked"),
  async handle(jobs, { deps, log }) {
    for (const job of jobs) {
      const ctx = systemContext(deps, log.child({ job: job.id, sessionId: job.data.sessionId }));
      const provider = botProvider(ctx);
      const { sessionId, botId, leave, catchUp } = job.data;
      const [session] = await ctx.db.select({ meetingUrl: botSessions.meetingUrl }).from(botSessions).where(eq(botSessions.id, sessionId)).limit(1);
      const platform = botPlatform(session?.meetingUrl ?? "");
      const privately = Boolean(catchUp && platform && provider.supportsPrivateChat(platform));
      if (catchUp && privately) await deliverCatchUp(ctx, provider, { sessionId, botId, participantId: catchUp.participantId });
      if (leave) await leaveCall(provider, botId);
      if (catchUp && !privately) await deliverCatchUp(ctx, provider, { sessionId, botId, participantId: catchUp.participantId });
      ctx.log.info({ leave, catchUp: Boolean(catchUp) }, "handed over to the owner");
    }
  },
});
