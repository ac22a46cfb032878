import { asc, eq } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import { recapDeliveries, recapPreferences, recapShares } from "@understudy/db/schema";
import type { AccountArchive } from "./archive-schema";

/** Recap emails: the user's choice, what they shared with whom, and every delivery's outcome (addresses included: the user sent them). */
export async function recapsSection(db: Executor, userId: string): Promise<Pick<AccountArchive, "recap_settings" | "recap_shares" | "recap_deliveries">> {
  const [settings, shares, deliveries] = await Promise.all([
    db.select().from(recapPreferences).where(eq(recapPreferences.userId, userId)).limit(1),
    db.select().from(recapShares).where(eq(recapShares.userId, userId)).orderBy(asc(recapShares.createdAt), asc(recapShares.id)),
    db.select().from(recapDeliveries).where(eq(recapDeliveries.userId, userId)).orderBy(asc(recapDeliveries.createdAt), asc(recapDeliveries.id)),
  ]);
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  const s = settings[0];
  return {
    recap_settings: s ? { email: s.email, unsubscribed_at: iso(s.unsubscribedAt), updated_at: s.updatedAt.toISOString() } : null,
    recap_shares: shares.map((r) => ({
      id: r.id,
      meeting_id: r.meetingId,
      summary_id: r.summaryId,
      summary_version: r.summaryVersion,
      recipients: r.recipients.map((p) => ({ email: p.email, name: p.name })),
      confirmed_external: r.confirmedExternal,
      created_at: r.createdAt.toISOString(),
    })),
    recap_deliveries: deliveries.map((d) => ({
      id: d.id,
      meeting_id: d.meetingId,
      share_id: d.shareId,
      channel: d.channel,
      recipient: d.recipient,
      summary_id: d.summaryId,
      status: d.status,
      message_id: d.messageId,
      attempts: d.attempts,
      error: d.error,
      sent_at: iso(d.sentAt),
      created_at: d.createdAt.toISOString(),
    })),
  };
}
