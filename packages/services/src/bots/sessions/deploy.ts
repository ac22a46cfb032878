import { eq } from "drizzle-orm";
import { botSessions, meetings, users } from "@understudy/db/schema";
import { botPlatform, type BotPlatform } from "@understudy/integrations/meeting-links";
import type { UserContext } from "../../context";
import { NotFoundError, ServiceError } from "../../errors";
import { getOwnedMeetingOrThrow } from "../../meetings/internal";
import { assertEntitled } from "../../subscription/entitlements";
import { providerFailure } from "../internal";
import { botProvider } from "../provider";
import { DeployBotInput } from "../schemas";
import { LOBBY_BUDGET_SECONDS } from "../stand-in/stand-in";

export const PRODUCT_NAME = "Understudy";
const PLATFORM_LABELS: Record<BotPlatform, string> = { zoom: "Zoom", google_meet: "Google Meet", teams: "Microsoft Teams" };
export const UNSUPPORTED_PLATFORM = "Unsupported meeting URL: Zoom, Google Meet and Microsoft Teams URLs are supported";

/**
 * docs/product.md#validation, deploy: a supported meeting URL, a display name that falls back to "{name} (via Understudy)".
 * The bot is tied to a meeting (the one given, or a new one for this link) so that its attendance and
 * transcript land on a meeting the user can open afterwards.
 */
export async function deployBot({ ctx, input }: { ctx: UserContext; input: DeployBotInput }) {
  const provider = botProvider(ctx);
  await assertEntitled(ctx, "bot_deploy");
  const parsed = DeployBotInput.parse(input);
  const platform = botPlatform(parsed.meeting_url);
  if (!platform) throw new ServiceError("UNPROCESSABLE", UNSUPPORTED_PLATFORM);
  const userId = ctx.actor.userId;
  const [user] = await ctx.db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new NotFoundError("User");
  const botName = parsed.bot_name || `${user.name?.trim() || user.email} (via ${PRODUCT_NAME})`;
  const now = ctx.clock.now();

  const session = await ctx.db.transaction(async (tx) => {
    const meetingId = parsed.meeting_id
      ? (await getOwnedMeetingOrThrow(tx, userId, parsed.meeting_id)).id
      : (
          await tx
            .insert(meetings)
            .values({ userId, title: `${PLATFORM_LABELS[platform]} meeting`, titleGenerated: true, scheduledAt: now, meetingUrl: parsed.meeting_url, platform, status: "in_progress" })
            .returning({ id: meetings.id })
        )[0]?.id;
    const [row] = await tx
      .insert(botSessions)
      .values({ userId, meetingId, provider: provider.name, botName, meetingUrl: parsed.meeting_url, platform, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new ServiceError("INTERNAL", "Could not store the bot session");
    return { ...row, createdMeeting: !parsed.meeting_id };
  });

  try {
    // The session id is the idempotency key: a retried create cannot book a second bot for this session.
    const bot = await provider.createBot({
      meetingUrl: parsed.meeting_url,
      botName,
      joinAt: null,
      metadata: { session_id: session.id, owner_name: user.name ?? "", owner_email: user.email },
      realtimeWebhookUrl: ctx.deps.config.botWebhookUrl,
      waitingRoomTimeoutSeconds: LOBBY_BUDGET_SECONDS,
      idempotencyKey: session.id,
    });
    await ctx.db.update(botSessions).set({ providerBotId: bot.id, updatedAt: ctx.clock.now() }).where(eq(botSessions.id, session.id));
  } catch (error) {
    // Nothing was booked: leave no half-made session (or the meeting made for it) behind.
    await ctx.db.transaction(async (tx) => {
      await tx.delete(botSessions).where(eq(botSessions.id, session.id));
      if (session.createdMeeting && session.meetingId) await tx.delete(meetings).where(eq(meetings.id, session.meetingId));
    });
    ctx.log.warn({ err: error, sessionId: session.id }, "bot deploy failed at the provider");
    throw providerFailure(error);
  }
  return { session_id: session.id, status: session.status, bot_name: botName, message: "Bot deployed" };
}
