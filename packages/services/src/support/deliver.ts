import { and, asc, eq, gt, isNull, lt } from "drizzle-orm";
import { supportRequests, users } from "@understudy/db/schema";
import type { OutgoingMail } from "@understudy/integrations/mail";
import type { ServiceContext } from "../context";
import type { SupportMailer } from "./mailer";

export type DeliveryOutcome = "delivered" | "failed" | "skipped";

/** The sync attempt has had its chance (the SMTP timeout is far shorter) before a retry may take a request. */
export const SUPPORT_RETRY_AFTER_MS = 60_000;
/** Requests are retried for a week; after that they stay stored, with their last delivery error, for an operator. */
export const SUPPORT_RETRY_WINDOW_MS = 7 * 86_400_000;

interface Deliverable {
  id: string;
  subject: string;
  message: string;
  createdAt: Date;
  userId: string;
  email: string;
  name: string | null;
}

export function supportMail(mailer: SupportMailer, r: Deliverable): OutgoingMail {
  const who = r.name ? `${r.name} <${r.email}>` : r.email;
  const domain = mailer.from.address.split("@")[1] ?? "understudy.app";
  return {
    from: mailer.from,
    to: [{ address: mailer.supportAddress }],
    replyTo: { name: r.name, address: r.email },
    subject: `[Pro support] ${r.subject}`,
    text: [
      r.message,
      "",
      "--",
      `From: ${who} (Pro plan)`,
      `User id: ${r.userId}`,
      `Request ${r.id}, sent ${r.createdAt.toISOString()}`,
      "Reply to this email to answer the user.",
    ].join("\n"),
    // The same Message-ID on every attempt: a message delivered twice (a crash after the send) is recognisable.
    messageId: `<support-${r.id}@${domain}>`,
    headers: { "X-Understudy-Support-Request": r.id },
  };
}

/**
 * Sends one stored request if it is still undelivered, recording the outcome. The row is locked while
 * sending (skipped if another attempt holds it), so the request path and the retry job never both send it.
 */
export async function deliverSupportRequest({ ctx, mailer, requestId }: { ctx: ServiceContext; mailer: SupportMailer; requestId: string }): Promise<DeliveryOutcome> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: supportRequests.id,
        subject: supportRequests.subject,
        message: supportRequests.message,
        createdAt: supportRequests.createdAt,
        userId: users.id,
        email: users.email,
        name: users.name,
      })
      .from(supportRequests)
      .innerJoin(users, eq(users.id, supportRequests.userId))
      .where(and(eq(supportRequests.id, requestId), isNull(supportRequests.deliveredAt)))
      .limit(1)
      .for("update", { of: supportRequests, skipLocked: true });
    if (!row) return "skipped";
    try {
      await mailer.transport.send(supportMail(mailer, row));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      ctx.log.warn({ err: error, supportRequestId: requestId }, "support request not delivered yet");
      await tx.update(supportRequests).set({ deliveryError: reason.slice(0, 1000) }).where(eq(supportRequests.id, requestId));
      return "failed";
    }
    await tx.update(supportRequests).set({ deliveredAt: ctx.clock.now(), deliveryError: null }).where(eq(supportRequests.id, requestId));
    return "delivered";
  });
}

/** The `support.deliver` job: sends what the request path could not, oldest first. */
export async function retryUndeliveredSupportRequests({ ctx, mailer, limit = 50 }: { ctx: ServiceContext; mailer: SupportMailer; limit?: number }) {
  const now = ctx.clock.now().getTime();
  const due = await ctx.db
    .select({ id: supportRequests.id })
    .from(supportRequests)
    .where(
      and(
        isNull(supportRequests.deliveredAt),
        lt(supportRequests.createdAt, new Date(now - SUPPORT_RETRY_AFTER_MS)),
        gt(supportRequests.createdAt, new Date(now - SUPPORT_RETRY_WINDOW_MS)),
      ),
    )
    .orderBy(asc(supportRequests.createdAt))
    .limit(limit);
  const summary: Record<DeliveryOutcome, number> = { delivered: 0, failed: 0, skipped: 0 };
  for (const { id } of due) summary[await deliverSupportRequest({ ctx, mailer, requestId: id })] += 1;
  return summary;
}
