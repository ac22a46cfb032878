import { and, eq, gt, inArray, sql } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import { notifications, subscriptions, users, type Meeting } from "@understudy/db/schema";
import type { ServiceContext } from "../../context";
import { formatWhen } from "../../calendar/notify";
import { entitlementsFor, refusalFor, type Entitlements } from "../../subscription/entitlements";
import { planStateOf, type PlanState } from "../../subscription/plan-state";
import { loadCoverContexts, type CoverContext } from "../coverage/coverage-context";

export const BOTS_PAUSED_KIND = "bots_paused";

export interface Owner {
  name: string | null;
  email: string;
  context: CoverContext;
  entitlements: Entitlements;
  /** When the plan that allowed bots ended: one "bots paused" notice per ending. */
  planEndedAt: Date | null;
}

/** Owners of the meetings a run looks at: name, addresses, cover rule and plan, loaded in bulk. */
export class OwnerCache {
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
    const [contexts, plans] = await Promise.all([loadCoverContexts(this.db, missing), ownerPlans(this.db, missing, this.now)]);
    for (const plan of plans) {
      const context = contexts.get(plan.id);
      if (!context || !plan.isActive) continue;
      this.#owners.set(plan.id, { name: plan.name, email: plan.email, context, entitlements: entitlementsFor(plan.state), planEndedAt: plan.planEndedAt });
    }
  }
}

/** The users' names and plan states, and when the plan that allowed bots ended (the latest trial or period end so far). */
async function ownerPlans(db: Executor, userIds: string[], now: Date): Promise<{ id: string; name: string | null; email: string; isActive: boolean; state: PlanState; planEndedAt: Date | null }[]> {
  const rows = await db
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
    .where(inArray(users.id, userIds));
  return rows.map((row) => {
    const subscription =
      row.subscriptionId || row.status ? { id: row.subscriptionId, status: row.status, currentPeriodEnd: row.currentPeriodEnd, cancelAtPeriodEnd: row.cancelAtPeriodEnd ?? false } : null;
    const ends = [row.trialEndsAt, row.currentPeriodEnd].filter((d): d is Date => d !== null && d <= now);
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      isActive: row.isActive,
      state: planStateOf({ plan: row.plan, trialEndsAt: row.trialEndsAt, subscription }, now),
      planEndedAt: ends.length ? new Date(Math.max(...ends.map((d) => d.getTime()))) : null,
    };
  });
}

/** One "bots are paused" notice per user and per ending of the plan that allowed bots. */
export async function notifyPaused(ctx: ServiceContext, userId: string, owner: Owner, meeting: Meeting, now: Date): Promise<void> {
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
