import { and, count, desc, eq, gt, min } from "drizzle-orm";
import { supportRequests, users } from "@understudy/db/schema";
import type { UserContext } from "../context";
import { NotFoundError, RateLimitError } from "../errors";
import { assertEntitled } from "../subscription/entitlements";
import { deliverSupportRequest } from "./deliver";
import type { SupportMailer } from "./mailer";
import type { SupportRequestInput, SupportRequestResponse, SupportRequestsResponse } from "./schemas";

/** Per user, counted in the database so every web copy shares the limit. */
export const SUPPORT_HOURLY_LIMIT = 5;
const HOUR_MS = 3_600_000;

/** Matches the response time the legal pages promise. */
const REPLY_PROMISE = "within 24 to 48 hours";

/**
 * Pro's email support: the request is stored first (so nothing is lost), then sent to the support address.
 * A failed send keeps the request and answers `delivered: false`; the `support.deliver` job retries it.
 */
export async function submitSupportRequest({
  ctx,
  input,
  mailer = ctx.deps.mailer,
}: {
  ctx: UserContext;
  input: SupportRequestInput;
  /** Defaults to the context's mailer; null when SMTP is not configured (the request is kept and sent later). */
  mailer?: SupportMailer | null;
}): Promise<SupportRequestResponse> {
  await assertEntitled(ctx, "email_support");
  const userId = ctx.actor.userId;
  const now = ctx.clock.now();

  const { id, email } = await ctx.db.transaction(async (tx) => {
    // One request at a time per user, so two quick submissions cannot both slip under the limit.
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).for("update");
    if (!user) throw new NotFoundError("User");
    const [recent] = await tx
      .select({ n: count(), oldest: min(supportRequests.createdAt) })
      .from(supportRequests)
      .where(and(eq(supportRequests.userId, userId), gt(supportRequests.createdAt, new Date(now.getTime() - HOUR_MS))));
    if ((recent?.n ?? 0) >= SUPPORT_HOURLY_LIMIT) {
      const oldest = recent?.oldest ? new Date(recent.oldest).getTime() : now.getTime();
      throw new RateLimitError(Math.max(1, Math.ceil((oldest + HOUR_MS - now.getTime()) / 1000)));
    }
    const [row] = await tx
      .insert(supportRequests)
      .values({ userId, subject: input.subject, message: input.message, createdAt: now })
      .returning({ id: supportRequests.id });
    if (!row) throw new Error("support request not stored");
    return { id: row.id, email: user.email };
  });

  let delivered = false;
  if (mailer) {
    delivered = (await deliverSupportRequest({ ctx, mailer, requestId: id })) === "delivered";
  } else {
    await ctx.db.update(supportRequests).set({ deliveryError: "Mail is not configured on this server" }).where(eq(supportRequests.id, id));
  }
  // Not `requestId`: that key is the HTTP request's, bound to every line of this log.
  ctx.log.info({ supportRequestId: id, delivered }, "support request received");
  return {
    id,
    delivered,
    message: delivered
      ? `Your message was sent to our support team. We'll reply to ${email} ${REPLY_PROMISE}.`
      : `We received your message and will pass it to our support team shortly. We'll reply to ${email} ${REPLY_PROMISE}.`,
  };
}

/** The user's own recent requests, newest first. */
export async function listSupportRequests({ ctx }: { ctx: UserContext }): Promise<SupportRequestsResponse> {
  const rows = await ctx.db
    .select({ id: supportRequests.id, subject: supportRequests.subject, createdAt: supportRequests.createdAt, deliveredAt: supportRequests.deliveredAt })
    .from(supportRequests)
    .where(eq(supportRequests.userId, ctx.actor.userId))
    .orderBy(desc(supportRequests.createdAt))
    .limit(10);
  return {
    requests: rows.map((r) => ({
      id: r.id,
      subject: r.subject,
      created_at: r.createdAt.toISOString(),
      status: r.deliveredAt ? "delivered" : "pending",
      delivered_at: r.deliveredAt?.toISOString() ?? null,
    })),
  };
}
