import { and, eq, gt, inArray, sql } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import { notifications, users, type Meeting } from "@understudy/db/schema";
import type { ServiceContext } from "../../context";
import { formatWhen } from "../../calendar/notify";
import { entitlementsOf, refusalFor, type Entitlements } from "../../subscription/entitlements";
import { planStates } from "../../subscription/plan-state";
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
    const [contexts, plans, people] = await Promise.all([
      loadCoverContexts(this.db, missing),
      planStates(this.db, missing, this.now),
      this.db.select({ id: users.id, name: users.name, email: users.email, isActive: users.isActive }).from(users).where(inArray(users.id, missing)),
    ]);
    for (const person of people) {
      const context = contexts.get(person.id);
      const plan = plans.get(person.id);
      if (!context || !plan || !person.isActive) continue;
      this.#owners.set(person.id, { name: person.name, email: person.email, context, entitlements: entitlementsOf(plan), planEndedAt: plan.lastEndedAt });
    }
  }
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
