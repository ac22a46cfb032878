import { and, eq, isNotNull } from "drizzle-orm";
import { BotProviderRequestError } from "@understudy/integrations/bots";
import { deleteProviderDataLater } from "../bots/provider-data/pending";
import { botSessions, subscriptions } from "@understudy/db/schema";
import type { UserContext } from "../context";
import { configured } from "../deps";
import { ServiceError } from "../errors";
import { findConnection, tokenContext } from "../google/internal";

/** Stripe statuses under which the subscription would renew and charge again. */
const RENEWING = new Set(["trialing", "active", "past_due", "unpaid", "incomplete", "paused"]);
const LIVE_BOT = new Set(["connecting", "connected", "recording", "disconnecting"]);

/**
 * Revokes the Google grant. A failure here does not stop the deletion: the encrypted tokens are deleted
 * with the account anyway, and the user can also remove the app in their Google account.
 */
export async function revokeGoogleGrant(ctx: UserContext): Promise<boolean> {
  const connection = await findConnection(ctx.db, ctx.actor.userId);
  if (!connection) return false;
  try {
    const google = configured(ctx.deps.google, "Google is not configured on this server");
    const cipher = configured(ctx.deps.cipher, "Token encryption is not configured on this server (TOKEN_ENCRYPTION_KEY)");
    await google.revoke(cipher.decrypt(connection.refreshTokenEnc, tokenContext.refresh(ctx.actor.userId)));
    return true;
  } catch (error) {
    ctx.log.warn({ err: error }, "account deletion: google revoke failed; the local grant is deleted anyway");
    return false;
  }
}

/**
 * Stops renewal at Stripe. Unlike Google, a failure stops the deletion (503): deleting the account while
 * Stripe keeps charging would leave a customer billed for an account that no longer exists.
 */
export async function cancelSubscriptionAtPeriodEnd(ctx: UserContext): Promise<boolean> {
  const [row] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, ctx.actor.userId)).limit(1);
  if (!row?.stripeSubscriptionId || !RENEWING.has(row.status ?? "") || row.cancelAtPeriodEnd) return false;
  const billing = configured(ctx.deps.billing, "Billing is not configured on this server, so the subscription cannot be cancelled");
  try {
    await billing.cancelSubscriptionAtPeriodEnd(row.stripeSubscriptionId);
  } catch (error) {
    throw new ServiceError("UPSTREAM_UNAVAILABLE", "Could not cancel the subscription at Stripe; nothing was deleted, try again", { cause: error });
  }
  return true;
}

/**
 * Deletes the provider's copy (recording, transcript) of every bot the user sent, after telling a bot still
 * in a call to leave; a booked bot not dispatched yet is cancelled, which leaves nothing to delete. A provider
 * that refuses for now (Attendee deletes data only once a bot has `ended`: one leaving or post-processing
 * answers 400) gets a pending deletion, retried by `bots.provider-data-delete` once the account is gone. An
 * outage stops the deletion (503): the user can simply try again, nothing was deleted.
 */
export async function deleteProviderBotData(ctx: UserContext): Promise<{ deleted: number; pending: number }> {
  const sessions = await ctx.db
    .select({ provider: botSessions.provider, botId: botSessions.providerBotId, status: botSessions.status })
    .from(botSessions)
    .where(and(eq(botSessions.userId, ctx.actor.userId), isNotNull(botSessions.providerBotId)));
  if (sessions.length === 0) return { deleted: 0, pending: 0 };
  const provider = configured(ctx.deps.bots, "Meeting bots are not configured on this server, so their recordings cannot be deleted");
  const refused: { botId: string; message: string }[] = [];
  let deleted = 0;
  for (const session of sessions) {
    if (!session.botId) continue;
    if (session.provider !== provider.name) {
      ctx.log.warn({ provider: session.provider, botId: session.botId }, "account deletion: bot from another provider, its recording cannot be deleted from here");
      continue;
    }
    try {
      if (session.status === "idle" && (await provider.deleteScheduledBot(session.botId))) {
        deleted++;
        continue;
      }
      if (session.status === "idle" || LIVE_BOT.has(session.status)) await provider.leaveCall(session.botId).catch(() => undefined);
      await provider.deleteBotMedia(session.botId);
      deleted++;
    } catch (error) {
      if (error instanceof BotProviderRequestError) {
        refused.push({ botId: session.botId, message: error.message });
        continue;
      }
      throw new ServiceError("UPSTREAM_UNAVAILABLE", "Could not delete the meeting bot's recordings at the provider; nothing was deleted, try again", { cause: error });
    }
  }
  const now = ctx.clock.now();
  for (const r of refused) await deleteProviderDataLater(ctx.db, { provider: provider.name, providerBotId: r.botId, reason: "account_deleted", lastError: r.message, now });
  return { deleted, pending: refused.length };
}
