import { and, eq, inArray, isNull, lt, notInArray, sql } from "drizzle-orm";
import { botSessions, type BotSession, type Meeting } from "@understudy/db/schema";
import { BotNotFoundError, BotProviderRequestError, BotProviderUnavailableError, type MeetingBotProvider } from "@understudy/integrations/bots";
import { botPlatform } from "@understudy/integrations/meeting-links";
import type { ServiceContext } from "../../context";
import type { Owner } from "./schedule-owners";
import type { Pacer } from "./schedule-pacing";
import { CLAIM_RENEW_MS } from "./schedule-policy";
import type { ScheduleReport, TakeBackReason } from "./schedule-report";
import { bookingKey, botNameFor, requestFor } from "./schedule-request";
import { FINISHED_STATUSES, isLive, LIVE_STATUSES } from "../events/status";

/** The provider-facing half of a run, with its counters. */
export class Scheduler {
  /** Meetings whose booking another run claimed first. */
  contended = 0;

  constructor(
    private readonly ctx: ServiceContext,
    private readonly provider: MeetingBotProvider,
    private readonly report: ScheduleReport,
    private readonly pacer: Pacer,
    private readonly deadline: number,
  ) {}

  /** Claims the meeting's booking (or finds another run has) and books its bot. */
  async book(meeting: Meeting, owner: Owner): Promise<void> {
    const url = meeting.meetingUrl;
    const platform = url ? botPlatform(url) : null;
    if (!url || !platform) return;
    if (!(await this.pacer.take(this.deadline))) {
      this.report.deferred++;
      return;
    }
    const now = this.ctx.clock.now();
    const [claim] = await this.ctx.db
      .insert(botSessions)
      .values({
        userId: meeting.userId,
        meetingId: meeting.id,
        provider: this.provider.name,
        botName: botNameFor(owner),
        meetingUrl: url,
        platform,
        joinAt: meeting.scheduledAt,
        origin: "scheduled",
        createdAt: now,
        updatedAt: now,
      })
      // The one-live-bot-per-meeting index: another run claimed it first.
      .onConflictDoNothing()
      .returning();
    if (!claim) {
      this.contended++;
      return;
    }
    if (await this.create(claim, owner)) this.report.booked++;
  }

  /** Finishes a booking whose run died between claiming it and storing the provider's bot id. */
  async resume(session: BotSession, meeting: Meeting, owner: Owner, leaseCutoff: Date): Promise<void> {
    const [taken] = await this.ctx.db
      .update(botSessions)
      .set({ updatedAt: this.ctx.clock.now() })
      .where(and(eq(botSessions.id, session.id), isNull(botSessions.providerBotId), lt(botSessions.updatedAt, leaseCutoff)))
      .returning();
    if (!taken || meeting.meetingUrl !== session.meetingUrl) return;
    if (await this.create(taken, owner)) this.report.resumed++;
  }

  /** Calls the provider for a claimed booking; true when the bot is booked. */
  private async create(session: BotSession, owner: Owner): Promise<boolean> {
    const claimed = and(eq(botSessions.id, session.id), isNull(botSessions.providerBotId));
    // The lease says "a live run is on it" for as long as the provider call takes.
    const renew = setInterval(() => {
      this.ctx.db
        .update(botSessions)
        .set({ updatedAt: this.ctx.clock.now() })
        .where(claimed)
        .catch((error: unknown) => this.ctx.log.warn({ err: error, sessionId: session.id }, "could not renew a booking lease"));
    }, CLAIM_RENEW_MS);
    try {
      const bot = await this.provider.createBot(requestFor(session, owner, this.ctx.deps.config.botWebhookUrl, this.ctx.clock.now()));
      await this.ctx.db.update(botSessions).set({ providerBotId: bot.id, updatedAt: this.ctx.clock.now() }).where(claimed);
      return true;
    } catch (error) {
      this.report.failed++;
      await this.failed(session, error);
      return false;
    } finally {
      clearInterval(renew);
    }
  }

  /** A create that failed: retried by the next run when the provider was unavailable, a visible failure when it refused. */
  private async failed(session: BotSession, error: unknown): Promise<void> {
    if (error instanceof BotProviderUnavailableError && !pastRetryWindow(error, session, this.ctx.clock.now())) {
      // Nothing is in flight any more: release the lease so that the next run retries at once (same key).
      await this.ctx.db.update(botSessions).set({ updatedAt: new Date(0) }).where(eq(botSessions.id, session.id));
      if (error.retryAfterSeconds !== null) {
        const inMs = error.retryAfterSeconds * 1000;
        this.report.retryInMs = this.report.retryInMs === 0 ? inMs : Math.min(this.report.retryInMs, inMs);
      }
      this.ctx.log.warn({ err: error, sessionId: session.id }, "bot provider unavailable; the booking is retried by the next run");
      return;
    }
    // Refused for good (a link the provider cannot join), or no capacity long after the start: the booking fails visibly and is not retried.
    const message = error instanceof BotProviderRequestError ? error.message : error instanceof BotProviderUnavailableError ? "the provider had no bot available in time" : "Unexpected failure";
    await this.ctx.db
      .update(botSessions)
      .set({ status: "error", reason: "provider_error", errorMessage: `The bot could not be booked: ${message}`.slice(0, 500), endedAt: this.ctx.clock.now(), updatedAt: this.ctx.clock.now() })
      .where(eq(botSessions.id, session.id));
    this.ctx.log.warn({ err: error, sessionId: session.id }, "bot booking refused");
  }

  /**
   * Takes a booked bot back: a bot not dispatched yet is cancelled at the provider and its booking
   * removed; one already on its way or in the call is told to leave.
   */
  async takeBack(session: BotSession, reason: TakeBackReason): Promise<void> {
    try {
      if (session.status === "disconnecting") return;
      if (isLive(session.status)) await this.leaveLive(session, reason);
      else await this.cancelBooked(session, reason);
      this.count(reason);
    } catch (error) {
      this.report.failed++;
      this.ctx.log.warn({ err: error, sessionId: session.id, reason }, "could not take a bot back; the next run tries again");
    }
  }

  /** A bot on its way or in the call: the session is marked leaving, then the bot told to go. */
  private async leaveLive(session: BotSession, reason: TakeBackReason): Promise<void> {
    await this.ctx.db
      .update(botSessions)
      .set({ status: "disconnecting", reason: sql`coalesce(${botSessions.reason}, ${reason})`, updatedAt: this.ctx.clock.now() })
      .where(and(eq(botSessions.id, session.id), inArray(botSessions.status, [...LIVE_STATUSES])));
    if (session.providerBotId) await leave(this.provider, session.providerBotId);
  }

  /** A booked bot: cancelled at the provider when not dispatched yet, else told to leave and its booking closed. */
  private async cancelBooked(session: BotSession, reason: TakeBackReason): Promise<void> {
    const { provider } = this;
    const mine = eq(botSessions.id, session.id);
    // A booking a dead run claimed may or may not have reached the provider: ask, never create to find out
    // (Recall's idempotency key expires after an hour; a create then books a real bot for a cancelled meeting).
    const botId = session.providerBotId ?? (await provider.findBot({ sessionId: session.id, idempotencyKey: bookingKey(session) }))?.id;
    if (!botId) {
      await this.ctx.db.delete(botSessions).where(and(mine, eq(botSessions.status, "idle")));
      return;
    }
    const cancelled = await provider.deleteScheduledBot(botId).catch((error: unknown) => {
      if (error instanceof BotNotFoundError) return true;
      throw error;
    });
    if (cancelled) {
      await this.ctx.db.delete(botSessions).where(and(mine, eq(botSessions.status, "idle")));
      return;
    }
    // Dispatched already: it is joining. It leaves, and its booking is closed so a moved meeting can be booked again.
    // The reason goes in before the bot is told: its own "call ended" can be applied before this run's next write,
    // and a provider's generic ending never replaces a reason already there (`events/status.ts`).
    const open = and(mine, notInArray(botSessions.status, [...FINISHED_STATUSES]));
    await this.ctx.db.update(botSessions).set({ reason: sql`coalesce(${botSessions.reason}, ${reason})`, providerBotId: botId }).where(open);
    await leave(provider, botId);
    await this.ctx.db
      .update(botSessions)
      .set({
        status: sql`case when ${botSessions.status} = 'idle' then 'disconnected'::bot_status else 'disconnecting'::bot_status end`,
        endedAt: this.ctx.clock.now(),
        updatedAt: this.ctx.clock.now(),
      })
      .where(open);
  }

  private count(reason: TakeBackReason) {
    if (reason === "meeting_moved") this.report.moved++;
    else this.report.cancelled++;
  }
}

/**
 * How long after the start a booking keeps retrying a provider that asked to be asked again later (Recall's
 * 507, every 30 s): long enough for its pool to refill ("a few seconds to a minute or two",
 * docs.recall.ai/reference/errors), short enough that a bot is not sent into a meeting nearly over.
 */
export const RETRY_LATER_WINDOW_MS = 10 * 60_000;

function pastRetryWindow(error: BotProviderUnavailableError, session: BotSession, now: Date): boolean {
  return error.retryAfterSeconds !== null && error.status === 507 && session.joinAt !== null && now.getTime() - session.joinAt.getTime() > RETRY_LATER_WINDOW_MS;
}

/** A bot that is already out of the call (or gone) is what leaving wants. */
async function leave(provider: MeetingBotProvider, botId: string): Promise<void> {
  try {
    await provider.leaveCall(botId);
  } catch (error) {
    if (!(error instanceof BotProviderRequestError || error instanceof BotNotFoundError)) throw error;
  }
}
