import { and, desc, eq, inArray, isNull, notInArray, or, sql } from "drizzle-orm";
import { botSessions, googleConnections, meetingPreflights, type GoogleConnection, type Meeting } from "@understudy/db/schema";
import { GoogleApiError } from "@understudy/integrations/google";
import { BotNotFoundError, type ProviderAccountCheck, type ProviderBot } from "@understudy/integrations/bots";
import type { ServiceContext } from "../../context";
import { entitlementsOf } from "../../subscription/entitlements";
import { planStates } from "../../subscription/plan-state";
import { BOOKING_HORIZON_MINUTES, SCHEDULER_CANCEL_REASONS } from "../booking/schedule-policy";
import { botNameFor } from "../booking/schedule-request";
import type { Owner } from "../booking/schedule-owners";
import { markReconnectNeeded, openSession } from "../../google/internal";
import { bookingCheck, calendarCheck, planCheck, providerCheck, type LiveEvent } from "./meeting-checks";
import { linkCheck, platformCheck } from "./link-checks";
import { notifyIfNew } from "./notify";
import { overall, stageFor, type PreflightCheck, type PreflightResult } from "./policy";

/** What one run asks the provider, shared by every meeting it checks: the account answer once per run. */
export class ProviderProbe {
  #account: Promise<ProviderAccountCheck | null> | undefined;
  constructor(private readonly ctx: ServiceContext) {}

  account(): Promise<ProviderAccountCheck | null> {
    const provider = this.ctx.deps.bots;
    this.#account ??= provider ? provider.checkAccount() : Promise.resolve(null);
    return this.#account;
  }

  /** The provider's copy of a booked bot; "missing" when it no longer has it; null when it cannot be asked now. */
  async bot(botId: string): Promise<ProviderBot | "missing" | null> {
    const provider = this.ctx.deps.bots;
    if (!provider || (await this.account())?.state !== "ok") return null;
    try {
      return await provider.getBot(botId);
    } catch (error) {
      if (error instanceof BotNotFoundError) return "missing";
      this.ctx.log.warn({ err: error, botId }, "pre-flight could not read the booked bot");
      return null;
    }
  }
}

export interface PreflightOutcome {
  result: PreflightResult;
  checks: PreflightCheck[];
  notified: boolean;
}

/** Runs every check for one covered meeting, stores the result as the meeting's latest, and notifies a new failure. */
export async function checkMeeting(ctx: ServiceContext, meeting: Meeting, owner: Owner, probe: ProviderProbe): Promise<PreflightOutcome> {
  const now = ctx.clock.now();
  const stage = stageFor(meeting.scheduledAt, now);
  const [atMeeting, connection, session, last, account] = await Promise.all([
    planStates(ctx.db, [meeting.userId], meeting.scheduledAt).then((m) => m.get(meeting.userId)),
    ctx.db.select().from(googleConnections).where(eq(googleConnections.userId, meeting.userId)).limit(1),
    ctx.db.select().from(botSessions).where(eq(botSessions.meetingId, meeting.id)).orderBy(desc(botSessions.createdAt)).limit(1),
    lastAttemptAt(ctx, meeting),
    probe.account(),
  ]);
  const current = session[0] ?? null;
  const live = await liveEvent(ctx, meeting, connection[0] ?? null);
  const liveBotId = current && !["disconnected", "error"].includes(current.status) ? current.providerBotId : null;
  const providerBot = liveBotId ? await probe.bot(liveBotId) : null;
  const botName = current?.botName ?? botNameFor(owner);
  const checks: PreflightCheck[] = [
    linkCheck(meeting),
    platformCheck(meeting.meetingUrl, last, botName),
    calendarCheck(meeting, connection[0] ?? null, live),
    planCheck(atMeeting ? entitlementsOf(atMeeting) : owner.entitlements, owner.entitlements, meeting.scheduledAt),
    providerCheck(account, stage),
  ];
  // A cancelled meeting has no booking to check: the calendar check already says why nothing will happen.
  if (meeting.status !== "cancelled") {
    const horizonMinutes = owner.entitlements.priorityBots ? BOOKING_HORIZON_MINUTES.pro : BOOKING_HORIZON_MINUTES.standard;
    checks.push(bookingCheck({ meeting, session: current, providerBot, horizonMinutes, now }));
  }
  const result = overall(checks);
  const row = { userId: meeting.userId, result, checks, stage, startsAt: meeting.scheduledAt, meetingUrl: meeting.meetingUrl, checkedAt: now };
  const notified = await ctx.db.transaction(async (tx) => {
    await tx.insert(meetingPreflights).values({ meetingId: meeting.id, ...row }).onConflictDoUpdate({ target: meetingPreflights.meetingId, set: row });
    return notifyIfNew(tx, meeting, notifiable(checks, owner), now);
  });
  return { result, checks, notified };
}

/**
 * The calendar event as Google has it right now (`events.get`), so a cancellation or a move made since the last
 * sync is seen at once. Only for calendar meetings with a working connection; a refused grant is recorded the
 * way a sync records it (the connection waits for a reconnect); any other failure leaves the sync's word standing.
 */
async function liveEvent(ctx: ServiceContext, meeting: Meeting, connection: GoogleConnection | null): Promise<LiveEvent> {
  const { google, cipher } = ctx.deps;
  if (meeting.source !== "calendar" || !meeting.externalId || !google || !cipher || connection?.status !== "connected") return "not_asked";
  try {
    const event = await openSession(ctx, { google, cipher }, connection).calendar.getEvent(meeting.externalId);
    return event ?? "gone";
  } catch (error) {
    if (error instanceof GoogleApiError && error.kind === "grant_revoked") {
      await markReconnectNeeded(ctx, meeting.userId);
      return "revoked";
    }
    ctx.log.warn({ err: error, meetingId: meeting.id }, "pre-flight could not read the calendar event");
    return "not_asked";
  }
}

/**
 * The failures worth a notification. Not a cancellation (someone called the meeting off: nothing to fix), and
 * not a plan that allows no bots today (the scheduler's one "bots paused" notice already said so); both still
 * show as will_fail on the meeting.
 */
function notifiable(checks: PreflightCheck[], owner: Owner): PreflightCheck[] {
  // The calendar check only fails for a cancellation.
  return checks.filter((c) => !(c.check === "calendar" && c.result === "will_fail") && !(c.check === "plan" && !owner.entitlements.canDeployBots));
}

/**
 * The last bot that went to this link and finished, other than one the scheduler took back itself
 * (a move or a cancelled cover says nothing about the platform): how the platform treated it.
 */
async function lastAttemptAt(ctx: ServiceContext, meeting: Meeting) {
  if (!meeting.meetingUrl) return null;
  const [row] = await ctx.db
    .select()
    .from(botSessions)
    .where(
      and(
        eq(botSessions.userId, meeting.userId),
        eq(botSessions.meetingUrl, meeting.meetingUrl),
        inArray(botSessions.status, ["disconnected", "error"]),
        or(isNull(botSessions.reason), notInArray(botSessions.reason, [...SCHEDULER_CANCEL_REASONS])),
        // This meeting's own refused booking is the booking check's business, not the platform's.
        sql`not (${botSessions.reason} is not distinct from 'provider_error' and ${botSessions.providerBotId} is null)`,
      ),
    )
    .orderBy(desc(botSessions.createdAt))
    .limit(1);
  return row ?? null;
}
