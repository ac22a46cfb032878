import { eq } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import { botPreferences, type BotCoverRule, type BotOwnerJoinAction } from "@understudy/db/schema";
import type { UserContext } from "../../context";
import type { BotPreferencesResponse, UpdateBotPreferencesInput } from "./coverage-schemas";
import { requestBotSchedule } from "../booking/queue";

export interface BotPreferenceValues {
  coverRule: BotCoverRule;
  onOwnerJoin: BotOwnerJoinAction;
  updatedAt: Date | null;
}

/** Without a stored row: cover every meeting with a link, and hand over (leave) when the user arrives. */
export const DEFAULT_BOT_PREFERENCES: BotPreferenceValues = { coverRule: "all_with_link", onOwnerJoin: "leave", updatedAt: null };

/** The user's bot settings, or the defaults. */
export async function loadBotPreferences(db: Executor, userId: string): Promise<BotPreferenceValues> {
  const [row] = await db.select().from(botPreferences).where(eq(botPreferences.userId, userId)).limit(1);
  return row ? { coverRule: row.coverRule, onOwnerJoin: row.onOwnerJoin, updatedAt: row.updatedAt } : DEFAULT_BOT_PREFERENCES;
}

const toResponse = (p: BotPreferenceValues): BotPreferencesResponse => ({
  cover_rule: p.coverRule,
  on_owner_join: p.onOwnerJoin,
  updated_at: p.updatedAt?.toISOString() ?? null,
});

export async function getBotPreferences({ ctx }: { ctx: UserContext }): Promise<BotPreferencesResponse> {
  return toResponse(await loadBotPreferences(ctx.db, ctx.actor.userId));
}

/** Changes what is given; a new cover rule books or cancels bots at once (a scheduling run is queued). */
export async function updateBotPreferences({ ctx, input }: { ctx: UserContext; input: UpdateBotPreferencesInput }): Promise<BotPreferencesResponse> {
  const now = ctx.clock.now();
  const set = {
    ...(input.cover_rule !== undefined ? { coverRule: input.cover_rule } : {}),
    ...(input.on_owner_join !== undefined ? { onOwnerJoin: input.on_owner_join } : {}),
    updatedAt: now,
  };
  const [row] = await ctx.db
    .insert(botPreferences)
    .values({ userId: ctx.actor.userId, coverRule: DEFAULT_BOT_PREFERENCES.coverRule, onOwnerJoin: DEFAULT_BOT_PREFERENCES.onOwnerJoin, ...set })
    .onConflictDoUpdate({ target: botPreferences.userId, set })
    .returning();
  if (!row) throw new Error("upsert returned no row");
  if (input.cover_rule !== undefined) requestBotSchedule(ctx, ctx.actor.userId);
  return toResponse({ coverRule: row.coverRule, onOwnerJoin: row.onOwnerJoin, updatedAt: row.updatedAt });
}
