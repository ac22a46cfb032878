import { slackConnections } from "@understudy/db/schema";
import { SlackApiError, type SlackInstallation } from "@understudy/integrations/slack";
import type { UserContext } from "../context";
import { BadRequestError, ServiceError } from "../errors";
import type { SlackDeps } from "./deps";
import { findSlackConnection, slackTokenContext, stateIsValid } from "./internal";
import type { CompleteSlackInput } from "./schemas";
import { toSlackStatus } from "./status";

const EXPIRED = "This Slack connection attempt has expired or was started by someone else. Start again from Settings.";

/**
 * The install callback: checks `state` for this user, exchanges the code (`oauth.v2.access`) and stores the bot
 * token encrypted. Reconnecting to the same workspace keeps the chosen channel; another workspace clears it.
 */
export async function completeSlackConnection({ ctx, deps, input }: { ctx: UserContext; deps: SlackDeps; input: CompleteSlackInput }) {
  const { userId } = ctx.actor;
  const now = ctx.clock.now();
  if (input.error) {
    throw new ServiceError("PRECONDITION_FAILED", input.error === "access_denied" ? "Slack access was not granted" : `Slack answered: ${input.error}`);
  }
  if (!input.code || !input.state) throw new BadRequestError("The Slack callback is missing its code or state");
  if (!stateIsValid(deps.cipher, userId, input.state, now)) throw new BadRequestError(EXPIRED);

  let install: SlackInstallation;
  try {
    install = await deps.slack.exchangeCode(input.code);
  } catch (error) {
    if (error instanceof SlackApiError && error.kind !== "unavailable" && error.kind !== "rate_limited") {
      throw new BadRequestError("Slack did not accept the authorization code. Try connecting again.");
    }
    throw new ServiceError("UPSTREAM_UNAVAILABLE", "Slack is not answering right now; try again shortly", { cause: error });
  }

  const existing = await findSlackConnection(ctx.db, userId);
  const sameTeam = existing?.teamId === install.teamId;
  const values = {
    teamId: install.teamId,
    teamName: install.teamName,
    botUserId: install.botUserId,
    appId: install.appId,
    scopes: install.scopes.join(","),
    botTokenEnc: deps.cipher.encrypt(install.accessToken, slackTokenContext.bot(userId)),
    status: "connected" as const,
    channelId: sameTeam ? existing.channelId : null,
    channelName: sameTeam ? existing.channelName : null,
    lastError: null,
    lastErrorAt: null,
    connectedAt: now,
    updatedAt: now,
  };
  const [row] = await ctx.db.insert(slackConnections).values({ userId, ...values }).onConflictDoUpdate({ target: slackConnections.userId, set: values }).returning();
  if (existing?.status === "connected" && !sameTeam) {
    // The old workspace's token is no longer ours to keep: tell Slack, best effort.
    await deps.slack.revoke(deps.cipher.decrypt(existing.botTokenEnc, slackTokenContext.bot(userId))).catch(() => undefined);
  }
  ctx.log.info({ teamId: install.teamId, reconnect: existing !== undefined }, "slack connected");
  return toSlackStatus(row, []);
}
