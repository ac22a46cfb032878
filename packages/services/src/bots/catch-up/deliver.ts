import { eq } from "drizzle-orm";
import { botSessions, meetingCatchUps, meetings, notifications, users, type CatchUpDeliveries } from "@understudy/db/schema";
import type { MeetingBotProvider } from "@understudy/integrations/bots";
import { botPlatform } from "@understudy/integrations/meeting-links";
import type { ServiceContext } from "../../context";
import { foldRunningSummary } from "./fold";
import { catchUpText } from "./message";

/** A claimed catch-up: the session whose owner arrived, its bot, and the owner's participant id in the call. */
export interface CatchUpDelivery {
  sessionId: string;
  botId: string;
  participantId: string;
}

export const CATCH_UP_NOTIFICATION_KIND = "catch_up";
/** Zoom's chat limit (reference §1.2); the only platform a private message is sent on. */
const CHAT_MAX = 4096;
const NOTIFICATION_MAX = 2000;

/**
 * The hand-over: fold what was said since the last fold up to the user's arrival (one small call), then
 * the catch-up is on the meeting page and in a notification (ready_at), then by email where SMTP is
 * configured and, where the provider can message one participant on this platform, privately in the
 * meeting chat. Never in the public chat: where a private message is not possible, none is sent.
 */
export async function deliverCatchUp(ctx: ServiceContext, provider: MeetingBotProvider | null, delivery: CatchUpDelivery): Promise<CatchUpDeliveries> {
  const [session] = await ctx.db.select({ meetingId: botSessions.meetingId, meetingUrl: botSessions.meetingUrl }).from(botSessions).where(eq(botSessions.id, delivery.sessionId)).limit(1);
  if (!session?.meetingId) return {};
  const f = { ...delivery, meetingId: session.meetingId, meetingUrl: session.meetingUrl };
  const [before] = await ctx.db.select().from(meetingCatchUps).where(eq(meetingCatchUps.meetingId, f.meetingId)).limit(1);
  if (!before?.ownerJoinedAt) return {};
  const arrivedAtSeconds = before.transcriptOriginAt ? (before.ownerJoinedAt.getTime() - before.transcriptOriginAt.getTime()) / 1000 : null;
  const folded = await foldRunningSummary(ctx, { meetingId: f.meetingId, throughSeconds: arrivedAtSeconds });
  const [row] = await ctx.db.select().from(meetingCatchUps).where(eq(meetingCatchUps.id, before.id)).limit(1);
  if (!row) return {};
  const [meeting] = await ctx.db.select({ title: meetings.title }).from(meetings).where(eq(meetings.id, f.meetingId)).limit(1);
  const [user] = await ctx.db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, row.userId)).limit(1);
  const title = `What you missed in "${meeting?.title ?? "your meeting"}"`;
  const deliveries: CatchUpDeliveries = { page: folded === "no_model" && !row.summary ? "not_configured" : "sent" };

  await ctx.db.transaction(async (tx) => {
    await tx.insert(notifications).values({ userId: row.userId, kind: CATCH_UP_NOTIFICATION_KIND, title, message: catchUpText(row.summary, { max: NOTIFICATION_MAX }), createdAt: ctx.clock.now() });
    deliveries.notification = "sent";
    await tx.update(meetingCatchUps).set({ readyAt: ctx.clock.now(), deliveries, updatedAt: ctx.clock.now() }).where(eq(meetingCatchUps.id, row.id));
  });

  deliveries.private_chat = await sendPrivately(ctx, provider, f, row.summary ? catchUpText(row.summary, { max: CHAT_MAX }) : null);
  deliveries.email = await sendEmail(ctx, user, title, catchUpText(row.summary, { max: 20_000 }), row.id);
  await ctx.db.update(meetingCatchUps).set({ deliveries, updatedAt: ctx.clock.now() }).where(eq(meetingCatchUps.id, row.id));
  ctx.log.info({ meetingId: f.meetingId, folded, deliveries }, "catch-up delivered");
  return deliveries;
}

async function sendPrivately(ctx: ServiceContext, provider: MeetingBotProvider | null, f: CatchUpDelivery & { meetingId: string; meetingUrl: string }, text: string | null): Promise<string> {
  if (!provider) return "not_configured";
  if (!text) return "nothing_to_send";
  // The link the bot joined decides the platform, not the calendar's copy of it.
  const platform = botPlatform(f.meetingUrl);
  if (!platform || !provider.supportsPrivateChat(platform)) return "unsupported";
  try {
    await provider.sendPrivateChatMessage(f.botId, f.participantId, text);
    return "sent";
  } catch (error) {
    ctx.log.warn({ err: error, meetingId: f.meetingId }, "private catch-up message failed");
    return "failed";
  }
}

async function sendEmail(ctx: ServiceContext, user: { email: string; name: string | null } | undefined, subject: string, text: string, catchUpId: string): Promise<string> {
  const mailer = ctx.deps.mailer;
  if (!mailer) return "not_configured";
  if (!user?.email) return "failed";
  try {
    const domain = mailer.from.address.split("@")[1] ?? "understudy.local";
    await mailer.transport.send({ from: mailer.from, to: [{ name: user.name, address: user.email }], subject, text, messageId: `<catch-up-${catchUpId}@${domain}>` });
    return "sent";
  } catch (error) {
    ctx.log.warn({ err: error, catchUpId }, "catch-up email failed");
    return "failed";
  }
}
