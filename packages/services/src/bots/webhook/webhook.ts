import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import { botEvents, botParticipants, botSessions, meetings, transcriptSegments, type BotSession } from "@understudy/db/schema";
import type { SpeechSynthesizer } from "@understudy/integrations/ai";
import { BotWebhookPayloadError, BotWebhookSignatureError, type BotWebhookEvent, type MeetingBotProvider } from "@understudy/integrations/bots";
import { actingAs, type ServiceContext } from "../../context";
import type { AppDeps } from "../../deps";
import type { Logger } from "../../logger";
import { BadRequestError, ServiceError, UnauthorizedError } from "../../errors";
import { isUuid } from "../../meetings/internal";
import { runFollowUps, type FollowUp, type StandInDeps } from "./follow-ups";
import { optOut } from "./opt-out";
import { isOwner, loadOwnerIdentity } from "../stand-in/owner";
import { applyStandInRule } from "../stand-in/stand-in-apply";
import { isOptOutMessage, OWNER_GRACE_SECONDS } from "../stand-in/stand-in";
import { applyStatusEvent, isFinished } from "./status";
import { noteOwnerJoin, noteStandInTranscript } from "../catch-up/track";

export const BOT_WEBHOOK_SOURCE = "bots";
/** `dropped`: verified and recorded as seen, but not stored, because the meeting opted out of capture. */
export type BotWebhookOutcome = "applied" | "duplicate" | "ignored" | "unknown_session" | "dropped";

export function botWebhookContext(deps: AppDeps, log: Logger): ServiceContext {
  return actingAs(deps, log.child({ webhook: BOT_WEBHOOK_SOURCE }), { type: "webhook", source: BOT_WEBHOOK_SOURCE });
}

/**
 * The webhook endpoint's whole job: verify, then apply once. Bad signatures are UNAUTHORIZED, unreadable
 * payloads BAD_REQUEST; anything verified has an outcome (also unknown events and bots) and is
 * acknowledged, because a non-2xx would only make the provider retry something we will never accept.
 */
export async function receiveBotWebhook({
  ctx,
  provider,
  speech = null,
  request,
}: {
  ctx: ServiceContext;
  provider: MeetingBotProvider | null;
  speech?: SpeechSynthesizer | null;
  request: { headers: Headers; rawBody: string };
}): Promise<BotWebhookOutcome> {
  if (!provider) throw new ServiceError("UPSTREAM_UNAVAILABLE", "Meeting bots are not configured on this server");
  let event: BotWebhookEvent;
  try {
    event = provider.parseWebhook(request.headers, request.rawBody, ctx.clock.now());
  } catch (error) {
    if (error instanceof BotWebhookSignatureError) throw new UnauthorizedError(error.message);
    if (error instanceof BotWebhookPayloadError) throw new BadRequestError(error.message);
    throw error;
  }
  return applyBotWebhook({ ctx, event, provider: provider.name, deps: { provider, speech } });
}

/**
 * Applies one verified event to its session, once (by provider event id), in any order, then lets the
 * stand-in rule look at the result. What that decides for the meeting (leave, announce) runs after the
 * transaction committed; without `deps` (no provider at hand) only the database side happens.
 */
export async function applyBotWebhook({
  ctx,
  event,
  provider,
  deps = null,
}: {
  ctx: ServiceContext;
  event: BotWebhookEvent;
  provider: string;
  deps?: StandInDeps | null;
}): Promise<BotWebhookOutcome> {
  if (event.kind === "ignored") return "ignored";
  const { outcome, followUps } = await ctx.db.transaction(async (tx): Promise<{ outcome: BotWebhookOutcome; followUps: FollowUp[] }> => {
    const session = await findSession(tx, provider, event);
    if (!session) return { outcome: "unknown_session", followUps: [] };
    const [fresh] = await tx
      .insert(botEvents)
      .values({
        sessionId: session.id,
        providerEventId: `${provider}:${event.eventId}`,
        kind: event.kind === "participant" ? `participant.${event.action}` : event.kind,
        code: event.kind === "status" ? event.raw.code : null,
        subCode: event.kind === "status" ? event.raw.subCode : null,
        occurredAt: event.at,
        receivedAt: ctx.clock.now(),
      })
      .onConflictDoNothing()
      .returning({ id: botEvents.id });
    if (!fresh) return { outcome: "duplicate", followUps: [] };
    const followUps: FollowUp[] = [];
    const folds: FollowUp[] = [];
    let outcome: BotWebhookOutcome = "applied";
    if (event.kind === "status") await applyStatus(tx, ctx, session, event, followUps);
    else if (event.kind === "participant") outcome = await applyParticipant(tx, ctx, session, event, followUps);
    // A fold of the running summary waits behind whatever the stand-in rule decides (the announcement must not wait on a model call).
    else if (event.kind === "transcript") outcome = await applyTranscript(tx, ctx, session, event, folds);
    else if (isOptOutMessage(event.text)) await optOut(tx, ctx, session, event, followUps);
    // Every event carries the provider's clock forward: the first one past the grace announces.
    await applyStandInRule(tx, ctx, { sessionId: session.id, botId: event.botId, providerNow: event.at, graceTimerFired: false }, followUps);
    // After the rule, so the utterance that crossed the grace (and made the announcement) is heard too.
    if (event.kind === "transcript" && outcome === "applied") await queueAvatarTurn(tx, session.id, event, followUps);
    return { outcome, followUps: [...followUps, ...folds] };
  });
  await runFollowUps(ctx, deps, followUps);
  return outcome;
}

/** By our session id in the bot's metadata first (a webhook can beat the create response), then by bot id. */
async function findSession(tx: Executor, provider: string, event: Exclude<BotWebhookEvent, { kind: "ignored" }>): Promise<BotSession | undefined> {
  const sessionId = event.metadata.session_id;
  const byId = sessionId && isUuid(sessionId) ? eq(botSessions.id, sessionId) : and(eq(botSessions.provider, provider), eq(botSessions.providerBotId, event.botId));
  const [row] = await tx.select().from(botSessions).where(byId).limit(1).for("update");
  // A session id in metadata must still belong to the bot that sent it.
  if (row?.providerBotId && row.providerBotId !== event.botId) return undefined;
  return row;
}

/** Reasons under which the meeting goes on without the bot: it is not over, so it is not marked completed. */
const LEFT_EARLY_REASONS = new Set(["owner_joined", "opted_out"]);

async function applyStatus(tx: Executor, ctx: ServiceContext, session: BotSession, event: Extract<BotWebhookEvent, { kind: "status" }>, followUps: FollowUp[]) {
  const next = applyStatusEvent(session, event);
  await tx
    .update(botSessions)
    .set({ ...next, providerBotId: session.providerBotId ?? event.botId, updatedAt: ctx.clock.now() })
    .where(eq(botSessions.id, session.id));
  // Admitted: the grace starts. The timer is only the fallback for a meeting too quiet to send events.
  if (!session.admittedAt && next.admittedAt) followUps.push({ kind: "schedule_grace", sessionId: session.id, afterSeconds: OWNER_GRACE_SECONDS });
  const endedNow = !isFinished(session.status) && isFinished(next.status);
  if (endedNow && next.admittedAt && session.meetingId) {
    // The bot was in the meeting and the meeting is over for it. After a hand-over or an opt-out the
    // meeting itself goes on; after an opt-out nothing of it is kept, so it does not count as attended.
    const meetingDone = !LEFT_EARLY_REASONS.has(next.reason ?? "");
    const attended = !session.optedOutAt;
    if (meetingDone || attended) {
      await tx
        .update(meetings)
        .set({ ...(meetingDone ? { status: "completed" as const } : {}), ...(attended ? { botAttended: true } : {}), updatedAt: ctx.clock.now() })
        .where(eq(meetings.id, session.meetingId));
    }
    if (!session.optedOutAt) followUps.push({ kind: "summarise", sessionId: session.id, userId: session.userId, meetingId: session.meetingId });
  } else if (next.status === "recording" && session.meetingId) {
    await tx.update(meetings).set({ status: "in_progress", updatedAt: ctx.clock.now() }).where(and(eq(meetings.id, session.meetingId), eq(meetings.status, "scheduled")));
  }
}

async function applyParticipant(
  tx: Executor,
  ctx: ServiceContext,
  session: BotSession,
  event: Extract<BotWebhookEvent, { kind: "participant" }>,
  followUps: FollowUp[],
): Promise<BotWebhookOutcome> {
  if (session.optedOutAt) return "dropped";
  const p = event.participant;
  const join = event.action === "join" ? event.at : null;
  const leave = event.action === "leave" ? event.at : null;
  // First join and last leave, whatever order they arrive in.
  await tx
    .insert(botParticipants)
    .values({ sessionId: session.id, providerParticipantId: p.id, name: p.name, email: p.email, isHost: p.isHost, joinedAt: join, leftAt: leave })
    .onConflictDoUpdate({
      target: [botParticipants.sessionId, botParticipants.providerParticipantId],
      set: {
        name: sql`coalesce(excluded.name, ${botParticipants.name})`,
        email: sql`coalesce(excluded.email, ${botParticipants.email})`,
        joinedAt: sql`least(${botParticipants.joinedAt}, excluded.joined_at)`,
        leftAt: sql`greatest(${botParticipants.leftAt}, excluded.left_at)`,
      },
    });
  // participant_count = everyone the bot saw join (attendance), which no arrival order can change.
  const [count] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(botParticipants)
    .where(and(eq(botParticipants.sessionId, session.id), isNotNull(botParticipants.joinedAt)));
  const ownerArrivedAt = join && isOwner(p, await loadOwnerIdentity(tx, session)) ? join.toISOString() : null;
  await tx
    .update(botSessions)
    .set({ participantCount: count?.n ?? 0, ...(ownerArrivedAt ? { ownerJoinedAt: sql`least(${botSessions.ownerJoinedAt}, ${ownerArrivedAt}::timestamptz)` } : {}) })
    .where(eq(botSessions.id, session.id));
  // The user's arrival is the hand-over moment for "what you missed".
  const catchUp = join && ownerArrivedAt ? await noteOwnerJoin(tx, ctx, session, { at: join, botId: event.botId, participantId: p.id }) : null;
  if (catchUp) followUps.push(catchUp);
  return "applied";
}

async function applyTranscript(
  tx: Executor,
  ctx: ServiceContext,
  session: BotSession,
  event: Extract<BotWebhookEvent, { kind: "transcript" }>,
  followUps: FollowUp[],
): Promise<BotWebhookOutcome> {
  // Nothing said after "opt out" is kept, however late its webhook arrives.
  if (session.optedOutAt) return "dropped";
  if (!session.meetingId) return "applied";
  // seq = start in milliseconds: segments sort by when they were said, and the same utterance
  // delivered twice (even under a new event id) hits the unique (meeting, seq) and is stored once.
  await tx
    .insert(transcriptSegments)
    .values({
      meetingId: session.meetingId,
      userId: session.userId,
      seq: Math.round(event.segment.startSeconds * 1000),
      speaker: event.segment.speaker ?? "Unknown speaker",
      content: event.segment.text,
      startSeconds: event.segment.startSeconds,
      endSeconds: event.segment.endSeconds,
    })
    .onConflictDoNothing();
  // While the bot stands in, every few minutes of transcript are folded into the running summary.
  const fold = await noteStandInTranscript(tx, ctx, session, { startSeconds: event.segment.startSeconds, at: event.at });
  if (fold) followUps.push(fold);
  return "applied";
}

/** Standing in (announced, the owner not there, nobody opted out): what is said may be for the owner's AI Avatar. */
async function queueAvatarTurn(tx: Executor, sessionId: string, event: Extract<BotWebhookEvent, { kind: "transcript" }>, followUps: FollowUp[]) {
  const [session] = await tx.select().from(botSessions).where(eq(botSessions.id, sessionId)).limit(1);
  if (!session?.meetingId || !session.announcedAt || session.handedOverAt || session.optedOutAt) return;
  const botId = session.providerBotId ?? event.botId;
  followUps.push({
    kind: "avatar",
    sessionId: session.id,
    botId,
    heardAtMs: performance.now(),
    utterance: {
      userId: session.userId,
      meetingId: session.meetingId,
      sessionId: session.id,
      botName: session.botName,
      speaker: event.segment.speaker ?? event.speaker?.name ?? "Someone",
      text: event.segment.text,
      heardAt: event.at,
      seq: Math.round(event.segment.startSeconds * 1000),
    },
  });
}
