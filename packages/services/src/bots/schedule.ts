import { and, asc, eq, gt, inArray, isNull, lt, lte, notInArray, sql, type SQL } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import { botSessions, meetings, notifications, subscriptions, users, type BotSession, type BotStatus, type Meeting } from "@understudy/db/schema";
import { BotNotFoundError, BotProviderRequestError, BotProviderUnavailableError, type CreateBotRequest } from "@understudy/integrations/bots";
import { botPlatform } from "@understudy/integrations/meeting-links";
import type { ServiceContext } from "../context";
import { formatWhen } from "../calendar/notify";
import { entitlementsFor, refusalFor, type Entitlements } from "../subscription/entitlements";
import { planStateOf } from "../subscription/plan-state";
import { decideCover } from "./coverage";
import { loadCoverContexts, type CoverContext } from "./coverage-context";
import { PRODUCT_NAME } from "./deploy";
import type { BotDeps } from "./provider";
import { BOOKING_HORIZON_MINUTES, CLAIM_LEASE_MS, CLAIM_RENEW_MS, DEFAULT_CREATE_RATE_PER_MINUTE, LATE_BOOKING_MINUTES, SCHEDULER_CANCEL_REASONS } from "./schedule-policy";
import { forEachConcurrently, Pacer } from "./schedule-pacing";
import { isLive, LIVE_STATUSES } from "./status";

export const BOTS_PAUSED_KIND = "bots_paused";
const FINISHED: BotStatus[] = ["disconnected", "error"];
const MINUTE = 60_000;
const MAX_CANDIDATES = 5000;

export interface ScheduleOptions {
  /** Only these users' meetings (a run triggered by one user's change); absent = everyone's. */
  userIds?: readonly string[];
  /** Bot creates per minute across this run; 0 or null = unpaced. Default: Recall's 60. */
  createRatePerMinute?: number | null;
  /** Provider creates in flight at once. */
  concurrency?: number;
  /** Wall-clock budget of the run; what is left is booked by the next run. */
  budgetMs?: number;
  leaseMs?: number;
}

export interface ScheduleReport {
  booked: number;
  /** Bookings a dead run had claimed, finished with the same idempotency key. */
  resumed: number;
  moved: number;
  cancelled: number;
  failed: number;
  /** Covered meetings left for the next run (pacing or budget). */
  deferred: number;
  /** Users whose plan allows no new bots and who had a covered meeting due. */
  refusedUsers: number;
  /** Bookings another run is making (fresh lease): left alone. */
  leased: number;
  /** When the first of those leases runs out (ms from now), 0 when none: a run then finishes any a dead run left. */
  leaseExpiresInMs: number;
}

interface Owner {
  name: string | null;
  email: string;
  context: CoverContext;
  entitlements: Entitlements;
  /** When the plan that allowed bots ended: one "bots paused" notice per ending. */
  planEndedAt: Date | null;
}

type Verdict = "keep" | (typeof SCHEDULER_CANCEL_REASONS)[number];

/**
 * One scheduling pass: takes back bots whose meeting moved, was cancelled, deleted or is no longer
 * covered; finishes bookings a crashed run left half-made; then books a bot for every covered meeting
 * starting within the booking horizon (Pro first, an hour ahead; others 15 minutes ahead), on time
 * (`join_at` = the meeting's start). At most one live bot per meeting, whatever runs at the same time:
 * a booking is a row claimed under the one-live-bot-per-meeting unique index before the provider is
 * called, and the provider call carries an idempotency key of that booking.
 */
export async function runBotSchedule({ ctx, deps, options = {} }: { ctx: ServiceContext; deps: BotDeps; options?: ScheduleOptions }): Promise<ScheduleReport> {
  const started = Date.now();
  const deadline = started + (options.budgetMs ?? 50_000);
  const now = ctx.clock.now();
  const leaseCutoff = new Date(now.getTime() - (options.leaseMs ?? CLAIM_LEASE_MS));
  const report: ScheduleReport = { booked: 0, resumed: 0, moved: 0, cancelled: 0, failed: 0, deferred: 0, refusedUsers: 0, leased: 0, leaseExpiresInMs: 0 };
  const owners = new OwnerCache(ctx.db, now);
  const pacer = new Pacer(options.createRatePerMinute === undefined ? DEFAULT_CREATE_RATE_PER_MINUTE : options.createRatePerMinute);
  const scheduler = new Scheduler(ctx, deps, report, pacer, deadline);

  // 1. Bookings that should not stand any more, and bookings a dead run left without a provider bot.
  const booked = await ctx.db
    .select({ session: botSessions, meeting: meetings })
    .from(botSessions)
    .leftJoin(meetings, eq(meetings.id, botSessions.meetingId))
    .where(and(eq(botSessions.origin, "scheduled"), notInArray(botSessions.status, FINISHED), forUsers(botSessions.userId, options.userIds)));
  await owners.load(booked.map((r) => r.session.userId));
  for (const { session, meeting } of booked) {
    // A booking without a provider bot and a fresh lease is being made by a live run right now.
    if (!session.providerBotId && session.updatedAt > leaseCutoff) {
      const expiresIn = session.updatedAt.getTime() - leaseCutoff.getTime();
      report.leaseExpiresInMs = report.leased++ === 0 ? expiresIn : Math.min(report.leaseExpiresInMs, expiresIn);
      continue;
    }
    const owner = owners.get(session.userId);
    const verdict = owner ? judge(session, meeting, owner.context) : "cover_cancelled";
    if (verdict !== "keep") await scheduler.takeBack(session, verdict);
    else if (!session.providerBotId && meeting && owner) await scheduler.resume(session, meeting, owner, leaseCutoff);
  }

  // 2. Covered meetings in the horizon with no bot yet.
  const candidates = await dueMeetings(ctx.db, now, options.userIds);
  await owners.load(candidates.map((m) => m.userId));
  const due: { meeting: Meeting; owner: Owner; priority: boolean }[] = [];
  const refused = new Map<string, Meeting>();
  for (const meeting of candidates) {
    const owner = owners.get(meeting.userId);
    if (!owner || !decideCover(meeting, owner.context).covered) continue;
    const priority = owner.entitlements.priorityBots;
    const horizon = (priority ? BOOKING_HORIZON_MINUTES.pro : BOOKING_HORIZON_MINUTES.standard) * MINUTE;
    if (meeting.scheduledAt.getTime() > now.getTime() + horizon) continue;
    if (!owner.entitlements.canDeployBots) {
      if (!refused.has(meeting.userId)) refused.set(meeting.userId, meeting);
      continue;
    }
    due.push({ meeting, owner, priority });
  }
  // Priority bot deployment: Pro meetings first, then soonest first.
  due.sort((a, b) => Number(b.priority) - Number(a.priority) || a.meeting.scheduledAt.getTime() - b.meeting.scheduledAt.getTime() || a.meeting.id.localeCompare(b.meeting.id));
  await forEachConcurrently(due, options.concurrency ?? 8, (item) => scheduler.book(item.meeting, item.owner));
  // Meetings another run had claimed first: if that run dies, its bookings wait for their lease; say when.
  if (scheduler.contended > 0) await noteLeases(ctx, report, options);

  report.refusedUsers = refused.size;
  for (const [userId, meeting] of refused) {
    const owner = owners.get(userId);
    if (owner) await notifyPaused(ctx, userId, owner, meeting, now);
  }
  // A quiet minute is the usual case: only runs that did something are worth a line at info.
  const busy = Object.values(report).some((n) => n > 0);
  ctx.log[busy ? "info" : "debug"]({ ...report, ms: Date.now() - started }, "bot scheduling run");
  return report;
}

/** Bookings still without a provider bot (another run's, in flight or dead), and when the first lease runs out. */
async function noteLeases(ctx: ServiceContext, report: ScheduleReport, options: ScheduleOptions): Promise<void> {
  const lease = options.leaseMs ?? CLAIM_LEASE_MS;
  const now = ctx.clock.now().getTime();
  const pending = await ctx.db
    .select({ updatedAt: botSessions.updatedAt })
    .from(botSessions)
    .where(and(eq(botSessions.origin, "scheduled"), isNull(botSessions.providerBotId), notInArray(botSessions.status, FINISHED), forUsers(botSessions.userId, options.userIds)));
  // A fresh count: this includes the leases seen at the start of the run.
  report.leased = 0;
  for (const { updatedAt } of pending) {
    const expiresIn = Math.max(0, updatedAt.getTime() + lease - now);
    report.leaseExpiresInMs = report.leased++ === 0 ? expiresIn : Math.min(report.leaseExpiresInMs, expiresIn);
  }
}

/** Whether a booked bot still matches its meeting: same start, same link, still covered. */
function judge(session: BotSession, meeting: Meeting | null, context: CoverContext): Verdict {
  if (!meeting || !decideCover(meeting, context).covered) return "cover_cancelled";
  if (session.joinAt?.getTime() !== meeting.scheduledAt.getTime() || session.meetingUrl !== meeting.meetingUrl) return "meeting_moved";
  return "keep";
}

const forUsers = (column: typeof botSessions.userId | typeof meetings.userId, userIds: readonly string[] | undefined): SQL | undefined =>
  userIds ? inArray(column, [...userIds]) : undefined;

/**
 * Scheduled meetings with a link, starting in the widest horizon (or a few minutes ago), that have no
 * bot: none live, and none that already covered this start at this link (a bot that finished, failed or
 * was removed is not booked again; one the scheduler took back for a move is). A meeting bots were
 * sent to by hand is left alone.
 */
async function dueMeetings(db: Executor, now: Date, userIds: readonly string[] | undefined): Promise<Meeting[]> {
  const from = new Date(now.getTime() - LATE_BOOKING_MINUTES * MINUTE);
  const to = new Date(now.getTime() + BOOKING_HORIZON_MINUTES.pro * MINUTE);
  const cancelReasons = sql.join(
    SCHEDULER_CANCEL_REASONS.map((r) => sql`${r}`),
    sql`, `,
  );
  return db
    .select()
    .from(meetings)
    .where(
      and(
        eq(meetings.status, "scheduled"),
        sql`${meetings.meetingUrl} is not null`,
        sql`${meetings.botCover} is distinct from false`,
        gt(meetings.scheduledAt, from),
        lte(meetings.scheduledAt, to),
        forUsers(meetings.userId, userIds),
        sql`not exists (
          select 1 from ${botSessions} s
          where s.meeting_id = ${meetings.id}
            and (s.status not in ('disconnected', 'error')
              or (coalesce(s.reason, '') not in (${cancelReasons})
                and (s.origin = 'manual' or (s.join_at = ${meetings.scheduledAt} and s.meeting_url = ${meetings.meetingUrl})))))`,
      ),
    )
    .orderBy(asc(meetings.scheduledAt), asc(meetings.id))
    .limit(MAX_CANDIDATES);
}

/** The provider-facing half of a run, with its counters. */
class Scheduler {
  /** Meetings whose booking another run claimed first. */
  contended = 0;

  constructor(
    private readonly ctx: ServiceContext,
    private readonly deps: BotDeps,
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
        provider: this.deps.provider.name,
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
      const bot = await this.deps.provider.createBot(requestFor(session, owner, this.deps, this.ctx.clock.now()));
      await this.ctx.db.update(botSessions).set({ providerBotId: bot.id, updatedAt: this.ctx.clock.now() }).where(claimed);
      return true;
    } catch (error) {
      this.report.failed++;
      if (error instanceof BotProviderUnavailableError) {
        // Nothing is in flight any more: release the lease so that the next run retries at once (same key).
        await this.ctx.db.update(botSessions).set({ updatedAt: new Date(0) }).where(eq(botSessions.id, session.id));
        this.ctx.log.warn({ err: error, sessionId: session.id }, "bot provider unavailable; the booking is retried by the next run");
        return false;
      }
      // Refused for good (a link the provider cannot join): the booking fails visibly and is not retried.
      const message = error instanceof BotProviderRequestError ? error.message : "Unexpected failure";
      await this.ctx.db
        .update(botSessions)
        .set({ status: "error", reason: "provider_error", errorMessage: `The bot could not be booked: ${message}`.slice(0, 500), endedAt: this.ctx.clock.now(), updatedAt: this.ctx.clock.now() })
        .where(eq(botSessions.id, session.id));
      this.ctx.log.warn({ err: error, sessionId: session.id }, "bot booking refused");
      return false;
    } finally {
      clearInterval(renew);
    }
  }

  /**
   * Takes a booked bot back: a bot not dispatched yet is cancelled at the provider and its booking
   * removed; one already on its way or in the call is told to leave.
   */
  async takeBack(session: BotSession, reason: Exclude<Verdict, "keep">): Promise<void> {
    const { provider } = this.deps;
    const mine = eq(botSessions.id, session.id);
    try {
      if (session.status === "disconnecting") return;
      if (isLive(session.status)) {
        await this.ctx.db
          .update(botSessions)
          .set({ status: "disconnecting", reason: sql`coalesce(${botSessions.reason}, ${reason})`, updatedAt: this.ctx.clock.now() })
          .where(and(mine, inArray(botSessions.status, [...LIVE_STATUSES])));
        if (session.providerBotId) await leave(provider, session.providerBotId);
        this.count(reason);
        return;
      }
      // A booking a dead run claimed may or may not have reached the provider: the same key finds out.
      const botId = session.providerBotId ?? (await provider.createBot(requestFor(session, null, this.deps, this.ctx.clock.now()))).id;
      const cancelled = await provider.deleteScheduledBot(botId).catch((error: unknown) => {
        if (error instanceof BotNotFoundError) return true;
        throw error;
      });
      if (cancelled) {
        await this.ctx.db.delete(botSessions).where(and(mine, eq(botSessions.status, "idle")));
      } else {
        // Dispatched already: it is joining. It leaves, and its booking is closed so a moved meeting can be booked again.
        await leave(provider, botId);
        await this.ctx.db
          .update(botSessions)
          .set({
            status: sql`case when ${botSessions.status} = 'idle' then 'disconnected'::bot_status else 'disconnecting'::bot_status end`,
            reason: sql`coalesce(${botSessions.reason}, ${reason})`,
            providerBotId: botId,
            endedAt: this.ctx.clock.now(),
            updatedAt: this.ctx.clock.now(),
          })
          .where(and(mine, notInArray(botSessions.status, FINISHED)));
      }
      this.count(reason);
    } catch (error) {
      this.report.failed++;
      this.ctx.log.warn({ err: error, sessionId: session.id, reason }, "could not take a bot back; the next run tries again");
    }
  }

  private count(reason: Exclude<Verdict, "keep">) {
    if (reason === "meeting_moved") this.report.moved++;
    else this.report.cancelled++;
  }
}

const MAX_BOT_NAME = 100;
const SUFFIX = ` (via ${PRODUCT_NAME})`;

/** "{name} (via Understudy)", the name shortened so that the whole fits the provider's 100 characters. */
export function botNameFor(owner: Pick<Owner, "name" | "email">): string {
  const name = owner.name?.trim() || owner.email;
  return `${name.length + SUFFIX.length > MAX_BOT_NAME ? `${name.slice(0, MAX_BOT_NAME - SUFFIX.length - 1).trimEnd()}…` : name}${SUFFIX}`;
}

/** A bot that is already out of the call (or gone) is what leaving wants. */
async function leave(provider: BotDeps["provider"], botId: string): Promise<void> {
  try {
    await provider.leaveCall(botId);
  } catch (error) {
    if (!(error instanceof BotProviderRequestError || error instanceof BotNotFoundError)) throw error;
  }
}

/** The idempotency key of a booking: its meeting, its start and the booking itself, so a retried create finds the first bot. */
export function bookingKey(session: Pick<BotSession, "id" | "meetingId" | "joinAt">): string {
  return `understudy:${session.meetingId ?? "none"}:${session.joinAt?.getTime() ?? 0}:${session.id}`;
}

function requestFor(session: BotSession, owner: Pick<Owner, "name" | "email"> | null, deps: BotDeps, now: Date): CreateBotRequest {
  return {
    meetingUrl: session.meetingUrl,
    botName: session.botName,
    // On time: the bot asks to join at the start (the owner's grace starts when it is admitted). A
    // meeting that has already started is joined now.
    joinAt: session.joinAt && session.joinAt > now ? session.joinAt : null,
    metadata: {
      session_id: session.id,
      ...(session.meetingId ? { meeting_id: session.meetingId } : {}),
      ...(owner ? { owner_name: owner.name ?? "", owner_email: owner.email } : {}),
    },
    realtimeWebhookUrl: deps.realtimeWebhookUrl,
    idempotencyKey: bookingKey(session),
  };
}

/** One "bots are paused" notice per user and per ending of the plan that allowed bots. */
async function notifyPaused(ctx: ServiceContext, userId: string, owner: Owner, meeting: Meeting, now: Date): Promise<void> {
  const refusal = refusalFor("bot_deploy", owner.entitlements);
  if (!refusal) return;
  await ctx.db.transaction(async (tx) => {
    // Two runs at once must not both decide that nobody was told yet.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${BOTS_PAUSED_KIND}:${userId}`}))`);
    const [told] = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, BOTS_PAUSED_KIND), owner.planEndedAt ? gt(notifications.createdAt, owner.planEndedAt) : undefined))
      .limit(1);
    if (told) return;
    await tx.insert(notifications).values({
      userId,
      kind: BOTS_PAUSED_KIND,
      title: "Your meeting bot is paused",
      message: `No bot was booked for "${meeting.title}" (${formatWhen(meeting.scheduledAt)}). ${refusal}`,
      createdAt: now,
    });
  });
}

/** Owners of the meetings a run looks at: name, addresses, cover rule and plan, loaded in bulk. */
class OwnerCache {
  readonly #owners = new Map<string, Owner>();
  constructor(
    private readonly db: Executor,
    private readonly now: Date,
  ) {}

  get(userId: string): Owner | undefined {
    return this.#owners.get(userId);
  }

  async load(userIds: string[]): Promise<void> {
    const missing = [...new Set(userIds)].filter((id) => !this.#owners.has(id));
    if (missing.length === 0) return;
    const [contexts, plans] = await Promise.all([
      loadCoverContexts(this.db, missing),
      this.db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          isActive: users.isActive,
          plan: users.subscriptionPlan,
          trialEndsAt: users.trialEndsAt,
          subscriptionId: subscriptions.stripeSubscriptionId,
          status: subscriptions.status,
          currentPeriodEnd: subscriptions.currentPeriodEnd,
          cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
        })
        .from(users)
        .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
        .where(inArray(users.id, missing)),
    ]);
    for (const row of plans) {
      const context = contexts.get(row.id);
      if (!context || !row.isActive) continue;
      const state = planStateOf(
        {
          plan: row.plan,
          trialEndsAt: row.trialEndsAt,
          subscription:
            row.subscriptionId || row.status
              ? { id: row.subscriptionId, status: row.status, currentPeriodEnd: row.currentPeriodEnd, cancelAtPeriodEnd: row.cancelAtPeriodEnd ?? false }
              : null,
        },
        this.now,
      );
      const ends = [row.trialEndsAt, row.currentPeriodEnd].filter((d): d is Date => d !== null && d <= this.now);
      this.#owners.set(row.id, {
        name: row.name,
        email: row.email,
        context,
        entitlements: entitlementsFor(state),
        planEndedAt: ends.length ? new Date(Math.max(...ends.map((d) => d.getTime()))) : null,
      });
    }
  }
}
