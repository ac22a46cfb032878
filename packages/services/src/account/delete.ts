import { eq } from "drizzle-orm";
import { users } from "@understudy/db/schema";
import type { UserContext } from "../context";
import { NotFoundError, ServiceError } from "../errors";
import { forgetAvatarVoice } from "../avatar/cloned-voice";
import { revokeSlackToken } from "../slack/disconnect";
import { cancelSubscriptionAtPeriodEnd, deleteProviderBotData, revokeGoogleGrant } from "./provider-cleanup";
import { DELETE_ACCOUNT_CONFIRMATION, type DeleteAccountInput, type DeleteAccountResponse } from "./schemas";

/**
 * Deletes the signed-in user's account. Outside first (Stripe stops renewing, the bot provider's copies and the
 * avatar's cloned voice go,
 * Google's grant and Slack's bot token are revoked), then every row of the user in one transaction: the user row's foreign keys
 * cascade to everything the user owns (sessions and API tokens included, so every sign-in ends), except
 * payments, which are kept with their user nulled. Signing in again with the same Google account then finds
 * no user and no linked account, and starts a new, empty one.
 */
export async function deleteAccount({ ctx, input }: { ctx: UserContext; input: DeleteAccountInput }): Promise<DeleteAccountResponse> {
  if (input.confirm?.trim().toLowerCase() !== DELETE_ACCOUNT_CONFIRMATION) {
    throw new ServiceError("UNPROCESSABLE", `To delete your account, confirm with "${DELETE_ACCOUNT_CONFIRMATION}"`);
  }
  const { userId } = ctx.actor;
  const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new NotFoundError("User");

  const subscriptionCancelled = await cancelSubscriptionAtPeriodEnd(ctx);
  const botRecordings = await deleteProviderBotData(ctx);
  // The avatar's cloned voice at the provider; like the bot's recordings, a failure stops the deletion (its id goes with the rows).
  await forgetAvatarVoice(ctx);
  const googleRevoked = await revokeGoogleGrant(ctx);
  // Slack's bot token, best effort like Google's: the row (and its deliveries) go with the user either way.
  await revokeSlackToken(ctx, ctx.db, userId, ctx.deps.slack, ctx.deps.cipher);

  await ctx.db.transaction(async (tx) => {
    await tx.delete(users).where(eq(users.id, userId));
  });
  ctx.log.info({ subscriptionCancelled, botRecordings, googleRevoked }, "account deleted");
  return {
    message:
      botRecordings.pending > 0
        ? "Your account and everything in it has been deleted; the recordings of a bot that is still finishing at the provider are deleted there as soon as it allows"
        : "Your account and everything in it has been deleted",
    google_revoked: googleRevoked,
    subscription_cancelled: subscriptionCancelled,
    bot_recordings_deleted: botRecordings.deleted,
    bot_recordings_pending: botRecordings.pending,
  };
}
