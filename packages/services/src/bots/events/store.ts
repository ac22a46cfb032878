import { and, eq } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import { botEvents, botSessions, users, type BotEventPayload, type BotSession } from "@understudy/db/schema";
import type { BotWebhookEvent } from "@understudy/integrations/bots";
import type { ServiceContext } from "../../context";
import { isUuid } from "../../meetings/internal";
import { queueAvatarAnswer } from "../../avatar/answer-queue";
import { applyStandInRule } from "../stand-in/stand-in-apply";
import { isOptOutMessage } from "../stand-in/stand-in";
import { isOwner, loadOwnerIdentity, type OwnerIdentity } from "../stand-in/owner";
import { queueCatchUpDelivery } from "../catch-up/track";
import { applyParticipant } from "./apply-participant";
import { applyStatus } from "./apply-status";
import { applyTranscript, transcriptSeq } from "./apply-transcript";
import { notifyBotEvent } from "./notify";
import { optOut } from "./opt-out";
import { BOT_EVENT_QUEUES } from "./queues";

/** `dropped`: verified and recorded as seen, but not stored, because the meeting opted out of capture. */
export type BotEventOutcome = "applied" | "duplicate" | "ignored" | "unknown_session" | "dropped";

type KnownEvent = Exclude<BotWebhookEvent, { kind: "ignored" }>;

/**
 * Stores one verified event of a session, once (unique on the provider's event id), in any order, and in
 * the same transaction applies only what the next event must already see: the session's status and the
 * meeting's, attendance, the transcript line, "opt out", and the claims that decide what happens next
 * (the announcement, the hand-over, a catch-up fold). Each decision queues its job in this transaction,
 * so it exists exactly when the event does; the jobs talk to the meeting, the model and the user.
 */
export async function storeBotEvent({ ctx, event, provider }: { ctx: ServiceContext; event: BotWebhookEvent; provider: string }): Promise<BotEventOutcome> {
  if (event.kind === "ignored") return storeOtherEvent(ctx, provider, event);
  await ctx.deps.jobs.prepare(BOT_EVENT_QUEUES);
  return ctx.db.transaction(async (tx): Promise<BotEventOutcome> => {
    const locked = await findSession(tx, provider, event);
    if (!locked) return "unknown_session";
    const session = locked.session;
    const owner = event.kind === "participant" ? await loadOwnerIdentity(tx, session) : null;
    const payload = payloadOf(event, owner);
    const [stored] = await tx
      .insert(botEvents)
      .values({
        sessionId: session.id,
        meetingId: session.meetingId,
        providerEventId: `${provider}:${event.eventId}`,
        kind: event.kind === "participant" ? `participant.${event.action}` : event.kind,
        code: event.kind === "status" ? event.raw.code : null,
        subCode: event.kind === "status" ? event.raw.subCode : null,
        payload,
        occurredAt: event.at,
        receivedAt: ctx.clock.now(),
      })
      .onConflictDoNothing()
      .returning({ id: botEvents.id, seq: botEvents.seq, kind: botEvents.kind });
    if (!stored) return "duplicate";

    // Issued now, beside the event's own statements (postgres.js pipelines them: a round trip saved on every
    // event), and awaited with them. PostgreSQL delivers it at commit, so its place among them does not matter.
    const notice = { seq: stored.seq, kind: stored.kind, sessionId: session.id, meetingId: session.meetingId };
    const [outcome] = await Promise.all([applyEvent(tx, ctx, { event, payload, session, ownerName: locked.ownerName }), notifyBotEvent(tx, session.userId, notice)]);
    return outcome;
  });
}

/** What the stored event changes in the same transaction, then the claims it decides (see storeBotEvent). */
async function applyEvent(
  tx: Executor,
  ctx: ServiceContext,
  { event, payload, session: locked, ownerName }: { event: KnownEvent; payload: BotEventPayload; session: BotSession; ownerName: string },
): Promise<BotEventOutcome> {
  // The session as this transaction leaves it: each step hands the next what it wrote, instead of reading it back.
  let session = locked;
  let outcome: BotEventOutcome = "applied";
  let catchUp: { participantId: string } | null = null;
  if (event.kind === "status") session = await applyStatus(tx, ctx, session, event);
  else if (payload.kind === "participant" && event.kind === "participant") ({ outcome, catchUp, session } = await applyParticipant(tx, ctx, session, event, payload.isOwner));
  else if (event.kind === "transcript") outcome = await applyTranscript(tx, ctx, session, event);
  else if (payload.kind === "chat" && payload.optOut) session = await optOut(tx, ctx, session, event);

  // Every event carries the provider's clock forward: the first one past the grace announces.
  const standIn = await applyStandInRule(tx, ctx, { session, botId: event.botId, providerNow: event.at, graceTimerFired: false, catchUp });
  if (standIn === "announced") session = { ...session, announcedAt: session.announcedAt ?? event.at };
  if (standIn === "handed_over") session = { ...session, handedOverAt: session.handedOverAt ?? event.at };
  // The owner came after the announcement (no hand-over): what they missed is delivered all the same.
  if (catchUp && standIn !== "handed_over") await queueCatchUpDelivery(tx, ctx, session, catchUp);
  // After the rule, so the utterance that crossed the grace (and made the announcement) is heard too.
  if (event.kind === "transcript" && outcome === "applied" && payload.kind === "transcript")
    await queueAvatarAnswer(tx, ctx, session, ownerName, { seq: payload.seq, heardAt: event.at, receivedAt: ctx.clock.now(), text: event.segment.text });
  return outcome;
}

/** What the event says beyond its kind, for its jobs and listeners; never what was said or typed (see BotEventPayload). */
function payloadOf(event: KnownEvent, owner: OwnerIdentity | null): BotEventPayload {
  switch (event.kind) {
    case "status":
      return { kind: "status", status: event.status, admitted: event.admitted, reason: event.reason };
    case "participant":
      return { kind: "participant", action: event.action, participantId: event.participant.id, isOwner: owner ? isOwner(event.participant, owner) : false };
    case "transcript":
      return { kind: "transcript", seq: transcriptSeq(event.segment.startSeconds), startSeconds: event.segment.startSeconds, endSeconds: event.segment.endSeconds, participantId: event.speaker?.id ?? null };
    case "chat":
      return { kind: "chat", participantId: event.participant?.id ?? null, to: event.to, optOut: isOptOutMessage(event.text) };
  }
}

/**
 * A verified event the app does not act on (a type it has no use for, or one a newer API added): kept with
 * its session, once, so that what the provider said is on record; the provider is answered 2xx either way.
 */
async function storeOtherEvent(ctx: ServiceContext, provider: string, event: Extract<BotWebhookEvent, { kind: "ignored" }>): Promise<BotEventOutcome> {
  const botId = event.botId;
  if (!botId) return "ignored";
  await ctx.db.transaction(async (tx) => {
    const session = (await findSession(tx, provider, { botId, metadata: {} }))?.session;
    if (!session) return;
    await tx
      .insert(botEvents)
      .values({
        sessionId: session.id,
        meetingId: session.meetingId,
        providerEventId: `${provider}:${event.eventId}`,
        kind: "other",
        payload: { kind: "other", event: event.event.slice(0, 200) },
        occurredAt: ctx.clock.now(),
        receivedAt: ctx.clock.now(),
      })
      .onConflictDoNothing();
  });
  return "ignored";
}

/**
 * By our session id in the bot's metadata first (a webhook can beat the create response), then by bot id;
 * locked for the transaction, with the owner's name (the avatar's addressing check needs it).
 */
async function findSession(tx: Executor, provider: string, event: Pick<KnownEvent, "botId" | "metadata">): Promise<{ session: BotSession; ownerName: string } | undefined> {
  const sessionId = event.metadata.session_id;
  const byId = sessionId && isUuid(sessionId) ? eq(botSessions.id, sessionId) : and(eq(botSessions.provider, provider), eq(botSessions.providerBotId, event.botId));
  const [row] = await tx
    .select({ session: botSessions, ownerName: users.name, ownerEmail: users.email })
    .from(botSessions)
    .innerJoin(users, eq(users.id, botSessions.userId))
    .where(byId)
    .limit(1)
    .for("update", { of: botSessions });
  // A session id in metadata must still belong to the bot that sent it.
  if (!row || (row.session.providerBotId && row.session.providerBotId !== event.botId)) return undefined;
  return { session: row.session, ownerName: row.ownerName?.trim() || row.ownerEmail };
}
