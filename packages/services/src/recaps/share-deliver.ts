import { and, eq, inArray } from "drizzle-orm";
import { recapDeliveries, recapShares } from "@understudy/db/schema";
import type { ServiceContext } from "../context";
import { composeRecap } from "./compose";
import { claimDelivery, RecapInFlightError, sendClaimed } from "./deliver";
import { sharedRecapMail } from "./message";

/**
 * The `recap.share` job body: each recipient's delivery not sent or bounced yet is claimed and sent, with the
 * summary version the owner previewed. `failed` counts those to retry (a 4xx, or another attempt holding one).
 */
export async function deliverShare(ctx: ServiceContext, shareId: string): Promise<{ sent: number; bounced: number; failed: number; skipped: number }> {
  const counts = { sent: 0, bounced: 0, failed: 0, skipped: 0 };
  const mailer = ctx.deps.mailer;
  if (!mailer) return counts;
  const [share] = await ctx.db.select().from(recapShares).where(eq(recapShares.id, shareId)).limit(1);
  if (!share) return counts;
  const pending = await ctx.db
    .select()
    .from(recapDeliveries)
    .where(and(eq(recapDeliveries.shareId, shareId), inArray(recapDeliveries.status, ["sending", "failed"])));
  if (!pending.length) return counts;
  const recap = await composeRecap(ctx.db, { meetingId: share.meetingId, userId: share.userId, appUrl: ctx.deps.config.appUrl, summaryId: share.summaryId ?? undefined });
  if (!recap) {
    // The summary or the capture was deleted since: nothing to send, and nothing will be.
    await ctx.db.update(recapDeliveries).set({ status: "bounced", error: "The recap was deleted before it was sent", updatedAt: ctx.clock.now() }).where(eq(recapDeliveries.shareId, shareId));
    counts.skipped = pending.length;
    return counts;
  }
  for (const delivery of pending) {
    const claimed = await claimDelivery(ctx.db, delivery.id, ctx.clock.now());
    if (!claimed) {
      ctx.log.info({ err: new RecapInFlightError(delivery.id) }, "share delivery held by another attempt");
      counts.failed += 1;
      continue;
    }
    const name = share.recipients.find((r) => r.email === claimed.recipient)?.name ?? null;
    counts[await sendClaimed(ctx, mailer.transport, claimed, sharedRecapMail(recap, { from: mailer.from, to: { name, address: claimed.recipient }, messageId: claimed.messageId }))] += 1;
  }
  return counts;
}
