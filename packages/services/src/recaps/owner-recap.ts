import { and, eq, isNull, ne } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import { meetingSummaries, recapDeliveries } from "@understudy/db/schema";
import type { ServiceContext } from "../context";
import type { JobQueue } from "../jobs/queue";
import { composeRecap } from "./compose";
import { claimDelivery, newDeliveryIdentity, RECAP_EMAIL_CHANNEL, RecapInFlightError, sendClaimed } from "./deliver";
import { ownerRecapMail } from "./message";
import { loadRecapSettings, meetingGetsRecap } from "./preferences";
import { recapEmailQueue } from "./queue";

/** The queues `queueRecapAfterSummary` writes to, to `prepare` before the summary's transaction opens. */
export const RECAP_AFTER_SUMMARY_QUEUES = [recapEmailQueue];

/**
 * The hook point: after a summary is stored for a meeting → enqueue `recap.email`, in the transaction that stores it
 * (so the job exists exactly when the summary does). Only for the meeting's first ready summary: a regeneration
 * changes the meeting page, it does not mail the owner again. Whether the meeting gets a recap at all (the owner's
 * choice, covered or captured) is read by the job when it sends, so a choice made in between counts.
 */
export async function queueRecapAfterSummary(tx: Executor, jobs: JobQueue, args: { meetingId: string; userId: string; summaryId: string }): Promise<boolean> {
  const [earlier] = await tx
    .select({ id: meetingSummaries.id })
    .from(meetingSummaries)
    .where(and(eq(meetingSummaries.meetingId, args.meetingId), eq(meetingSummaries.status, "ready"), ne(meetingSummaries.id, args.summaryId)))
    .limit(1);
  if (earlier) return false;
  await jobs.sendWithin(tx, recapEmailQueue, { meetingId: args.meetingId, userId: args.userId });
  return true;
}

export type OwnerRecapOutcome = "sent" | "already_sent" | "bounced" | "failed" | "off" | "not_covered" | "no_summary" | "not_configured";

/**
 * The `recap.email` job body: the owner's recap of one meeting, once. The delivery row (unique on meeting, channel
 * and recipient) is created, then claimed, before anything is sent; a duplicate job, a retry or a second worker
 * finds it sent, or claimed and waits (RecapInFlightError), and sends nothing.
 */
export async function deliverOwnerRecap(ctx: ServiceContext, args: { meetingId: string; userId: string }): Promise<OwnerRecapOutcome> {
  const mailer = ctx.deps.mailer;
  const linkSecret = ctx.deps.config.linkSecret;
  if (!mailer || !linkSecret) return "not_configured";
  const { email: mode } = await loadRecapSettings(ctx.db, args.userId);
  if (mode === "off") return "off";
  if (!(await meetingGetsRecap(ctx.db, { ...args, mode }))) return "not_covered";
  const recap = await composeRecap(ctx.db, { ...args, appUrl: ctx.deps.config.appUrl });
  if (!recap) return "no_summary";

  const recipient = recap.owner.email.trim().toLowerCase();
  const identity = newDeliveryIdentity(mailer.from.address);
  await ctx.db
    .insert(recapDeliveries)
    .values({ ...identity, userId: args.userId, meetingId: args.meetingId, channel: RECAP_EMAIL_CHANNEL, recipient, summaryId: recap.summaryId, createdAt: ctx.clock.now() })
    .onConflictDoNothing({ target: [recapDeliveries.meetingId, recapDeliveries.channel, recapDeliveries.recipient], where: isNull(recapDeliveries.shareId) });
  const [row] = await ctx.db
    .select()
    .from(recapDeliveries)
    .where(and(eq(recapDeliveries.meetingId, args.meetingId), eq(recapDeliveries.channel, RECAP_EMAIL_CHANNEL), eq(recapDeliveries.recipient, recipient), isNull(recapDeliveries.shareId)))
    .limit(1);
  if (!row) throw new Error("recap delivery row missing after insert");
  if (row.status === "sent") return "already_sent";
  if (row.status === "bounced") return "bounced";

  const claimed = await claimDelivery(ctx.db, row.id, ctx.clock.now());
  if (!claimed) throw new RecapInFlightError(row.id);
  if (claimed.summaryId !== recap.summaryId) await ctx.db.update(recapDeliveries).set({ summaryId: recap.summaryId }).where(eq(recapDeliveries.id, claimed.id));
  const mail = ownerRecapMail(recap, { from: mailer.from, appUrl: ctx.deps.config.appUrl, linkSecret, messageId: claimed.messageId });
  return sendClaimed(ctx, mailer.transport, claimed, mail);
}
