import { randomUUID } from "node:crypto";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import { recapDeliveries, type RecapDelivery } from "@understudy/db/schema";
import { MailDeliveryError, type MailTransport, type OutgoingMail } from "@understudy/integrations/mail";
import type { ServiceContext } from "../context";

/** A claim older than this is taken to be a dead worker's: longer than the SMTP timeout (15 s) and a send's wait. */
export const RECAP_CLAIM_LEASE_MS = 30_000;

export const RECAP_EMAIL_CHANNEL = "email";

/** The delivery is claimed by another attempt that may still be sending: the job retries later rather than send a second copy. */
export class RecapInFlightError extends Error {
  constructor(deliveryId: string) {
    super(`recap delivery ${deliveryId} is being sent by another attempt`);
    this.name = "RecapInFlightError";
  }
}

/** A new delivery row's id and its Message-ID, fixed before any attempt so every attempt sends the same one. */
export function newDeliveryIdentity(fromAddress: string): { id: string; messageId: string } {
  const id = randomUUID();
  const domain = fromAddress.split("@")[1] ?? "understudy.app";
  return { id, messageId: `<recap-${id}@${domain}>` };
}

/**
 * Takes the delivery for this attempt: only while nobody has sent it (`sending` not claimed or its claim lapsed,
 * or `failed`), in one conditional update, so two attempts never both send. `sent` and `bounced` are final.
 */
export async function claimDelivery(db: Executor, id: string, now: Date): Promise<RecapDelivery | null> {
  const lapsed = new Date(now.getTime() - RECAP_CLAIM_LEASE_MS);
  const [row] = await db
    .update(recapDeliveries)
    .set({ status: "sending", claimedAt: now, attempts: sql`${recapDeliveries.attempts} + 1`, updatedAt: now })
    .where(
      and(
        eq(recapDeliveries.id, id),
        or(eq(recapDeliveries.status, "failed"), and(eq(recapDeliveries.status, "sending"), or(isNull(recapDeliveries.claimedAt), lt(recapDeliveries.claimedAt, lapsed)))),
      ),
    )
    .returning();
  return row ?? null;
}

export type SendOutcome = "sent" | "bounced" | "failed";

/**
 * Sends a claimed delivery and records the outcome. A 5xx (or a refused recipient) is `bounced`: recorded, shown,
 * never retried. Anything else that fails (a 4xx, no answer) is `failed` for the job to retry. A crash between the
 * server's acceptance and the `sent` update leaves the claim to lapse and the retry sends the same Message-ID again:
 * the one accepted duplicate (docs/decisions/073).
 */
export async function sendClaimed(ctx: ServiceContext, transport: MailTransport, delivery: RecapDelivery, mail: OutgoingMail): Promise<SendOutcome> {
  try {
    await transport.send({ ...mail, messageId: delivery.messageId });
  } catch (error) {
    const permanent = error instanceof MailDeliveryError && error.permanent;
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    ctx.log.warn({ err: error, deliveryId: delivery.id, meetingId: delivery.meetingId, permanent }, permanent ? "recap refused by the mail server" : "recap not sent yet");
    await ctx.db
      .update(recapDeliveries)
      .set({ status: permanent ? "bounced" : "failed", error: reason, claimedAt: null, updatedAt: ctx.clock.now() })
      .where(eq(recapDeliveries.id, delivery.id));
    return permanent ? "bounced" : "failed";
  }
  const now = ctx.clock.now();
  await ctx.db.update(recapDeliveries).set({ status: "sent", sentAt: now, error: null, updatedAt: now }).where(eq(recapDeliveries.id, delivery.id));
  return "sent";
}
