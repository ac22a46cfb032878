import { eq } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import { slackConnections } from "@understudy/db/schema";
import type { TokenCipher } from "@understudy/integrations/crypto";
import type { SlackConnector } from "@understudy/integrations/slack";
import type { ServiceContext, UserContext } from "../context";
import { slackDeps, type SlackDeps } from "./deps";
import { findSlackConnection, slackTokenContext } from "./internal";

/**
 * Tells Slack to revoke the user's bot token (`auth.revoke`), best effort: a failure is logged, never a reason
 * to keep the token. Used by "Disconnect" and by account deletion.
 */
export async function revokeSlackToken(ctx: ServiceContext, db: Executor, userId: string, slack: SlackConnector | null, cipher: TokenCipher | null): Promise<void> {
  const connection = await findSlackConnection(db, userId);
  if (connection?.status !== "connected" || !slack || !cipher) return;
  try {
    await slack.revoke(cipher.decrypt(connection.botTokenEnc, slackTokenContext.bot(userId)));
  } catch (error) {
    ctx.log.warn({ err: error }, "slack revoke failed; deleting the local token anyway");
  }
}

/** "Disconnect Slack": revoke at Slack, then forget the token and the channel. Past delivery rows stay. */
export async function disconnectSlack({ ctx, deps = slackDeps(ctx.deps) }: { ctx: UserContext; deps?: SlackDeps }) {
  const { userId } = ctx.actor;
  if (!(await findSlackConnection(ctx.db, userId))) return { message: "Slack is not connected" };
  await revokeSlackToken(ctx, ctx.db, userId, deps.slack, deps.cipher);
  await ctx.db.delete(slackConnections).where(eq(slackConnections.userId, userId));
  return { message: "Slack disconnected" };
}
