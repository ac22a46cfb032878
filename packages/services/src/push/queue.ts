import type { Executor } from "@understudy/db";
import type { ServiceContext } from "../context";
import { defineQueue } from "../jobs/queue";
import { LIVE_QUEUE_POLICY } from "../jobs/live";
import type { PushPayload } from "./schemas";

export interface PushSendJobData extends PushPayload {
  userId: string;
  /** Seconds the push services keep it for an offline device: a draft is useless after its deadline. */
  ttlSeconds: number;
}

/** `push.send`: a notification to every browser the user turned push on in. Someone may be waiting: a live queue. */
export const pushSendQueue = defineQueue<PushSendJobData>({ name: "push.send", policy: LIVE_QUEUE_POLICY });

/** Queues the push within the caller's transaction (the queue prepared before it), only where this server sends push. */
export async function queuePushWithin(tx: Executor, ctx: ServiceContext, data: PushSendJobData): Promise<void> {
  if (!ctx.deps.push) return;
  await ctx.deps.jobs.sendWithin(tx, pushSendQueue, data);
}
