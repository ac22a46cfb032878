import { and, eq } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import { botSessions, recapPreferences, type RecapEmailMode } from "@understudy/db/schema";
import type { ServiceContext, UserContext } from "../context";
import { ServiceError } from "../errors";
import type { RecapSettings, UpdateRecapSettingsInput } from "./schemas";
import { verifyUnsubscribeToken } from "./unsubscribe-token";

/** Without a row: recaps of covered meetings (docs/decisions/073). */
export const DEFAULT_RECAP_EMAIL: RecapEmailMode = "covered";

export async function loadRecapSettings(db: Executor, userId: string): Promise<{ email: RecapEmailMode; unsubscribedAt: Date | null }> {
  const [row] = await db.select().from(recapPreferences).where(eq(recapPreferences.userId, userId)).limit(1);
  return { email: row?.email ?? DEFAULT_RECAP_EMAIL, unsubscribedAt: row?.unsubscribedAt ?? null };
}

const toResponse = (s: { email: RecapEmailMode; unsubscribedAt: Date | null }): RecapSettings => ({ email: s.email, unsubscribed_at: s.unsubscribedAt?.toISOString() ?? null });

export async function getRecapSettings({ ctx }: { ctx: UserContext }): Promise<RecapSettings> {
  return toResponse(await loadRecapSettings(ctx.db, ctx.actor.userId));
}

export async function updateRecapSettings({ ctx, input }: { ctx: UserContext; input: UpdateRecapSettingsInput }): Promise<RecapSettings> {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(recapPreferences)
    .values({ userId: ctx.actor.userId, email: input.email, updatedAt: now })
    // A choice made in Settings replaces an earlier unsubscribe.
    .onConflictDoUpdate({ target: recapPreferences.userId, set: { email: input.email, unsubscribedAt: null, updatedAt: now } })
    .returning();
  if (!row) throw new Error("upsert returned no row");
  return toResponse(row);
}

/** Whether the meeting gets the owner's recap under their choice: a stand-in covered it (a scheduled bot), or any captured meeting. */
export async function meetingGetsRecap(db: Executor, args: { meetingId: string; userId: string; mode: RecapEmailMode }): Promise<boolean> {
  if (args.mode === "off") return false;
  if (args.mode === "captured") return true;
  const [covered] = await db
    .select({ id: botSessions.id })
    .from(botSessions)
    .where(and(eq(botSessions.meetingId, args.meetingId), eq(botSessions.userId, args.userId), eq(botSessions.origin, "scheduled")))
    .limit(1);
  return !!covered;
}

/**
 * The unsubscribe link and the mail client's one-click POST (RFC 8058): no sign-in, the signed token says who.
 * A token not signed by this server is a 400; one for a user who no longer exists a 404. Idempotent.
 */
export async function unsubscribeFromRecaps({ ctx, token }: { ctx: ServiceContext; token: string | null }): Promise<{ message: string }> {
  const secret = ctx.deps.config.linkSecret;
  if (!secret) throw new ServiceError("UPSTREAM_UNAVAILABLE", "Unsubscribe links are not configured on this server");
  const userId = token ? verifyUnsubscribeToken(secret, token) : null;
  if (!userId) throw new ServiceError("BAD_REQUEST", "This unsubscribe link is not valid");
  const now = ctx.clock.now();
  try {
    await ctx.db
      .insert(recapPreferences)
      .values({ userId, email: "off", unsubscribedAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: recapPreferences.userId, set: { email: "off", unsubscribedAt: now, updatedAt: now } });
  } catch (error) {
    // The user's row is gone (account deleted): the foreign key refuses.
    if (String((error as { code?: unknown }).code ?? (error as { cause?: { code?: unknown } }).cause?.code) === "23503") throw new ServiceError("NOT_FOUND", "This unsubscribe link's account no longer exists");
    throw error;
  }
  ctx.log.info({ userId }, "recap emails turned off by unsubscribe link");
  return { message: "Recap emails are off. You can turn them back on in Settings." };
}
