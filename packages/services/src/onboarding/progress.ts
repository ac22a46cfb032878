import { eq, sql } from "drizzle-orm";
import { botPreferences, botSessions, googleConnections, ONBOARDING_STEPS, userOnboarding, users, type OnboardingOutcome, type OnboardingStep } from "@understudy/db/schema";
import type { UserContext } from "../context";
import { toStatusResponse } from "../google/status";
import type { OnboardingResponse, SetOnboardingDismissedInput, SetOnboardingStepInput } from "./schemas";

/**
 * What is already true of the account, wherever the user did it (the guide, Settings, Calendar): Google with both
 * Calendar and Gmail, coverage preferences saved, a retention chosen, a bot sent to a meeting.
 */
async function doneElsewhere(ctx: UserContext): Promise<Record<OnboardingStep, boolean>> {
  const userId = ctx.actor.userId;
  const [[connection], [prefs], [user], [session]] = await Promise.all([
    ctx.db.select().from(googleConnections).where(eq(googleConnections.userId, userId)).limit(1),
    ctx.db.select({ one: sql`1` }).from(botPreferences).where(eq(botPreferences.userId, userId)).limit(1),
    ctx.db.select({ chosenAt: users.captureRetentionChosenAt }).from(users).where(eq(users.id, userId)).limit(1),
    ctx.db.select({ one: sql`1` }).from(botSessions).where(eq(botSessions.userId, userId)).limit(1),
  ]);
  const google = toStatusResponse(connection);
  return {
    google: google.connected && google.calendar_access && google.gmail_access,
    coverage: prefs !== undefined,
    retention: user?.chosenAt != null,
    practice: session !== undefined,
  };
}

export async function getOnboarding({ ctx }: { ctx: UserContext }): Promise<OnboardingResponse> {
  const [[row], done] = await Promise.all([ctx.db.select().from(userOnboarding).where(eq(userOnboarding.userId, ctx.actor.userId)).limit(1), doneElsewhere(ctx)]);
  const recorded = row?.steps ?? {};
  const steps = ONBOARDING_STEPS.map((step) => ({ step, status: done[step] || recorded[step] === "done" ? ("done" as const) : recorded[step] === "skipped" ? ("skipped" as const) : ("todo" as const) }));
  return {
    dismissed: row?.dismissedAt != null,
    steps,
    remaining: steps.filter((s) => s.status !== "done").length,
    practice: { meeting_id: row?.practiceMeetingId ?? null, suggested_url: ctx.deps.config.practiceMeetingUrl ?? null },
  };
}

/** Writes one step's outcome into the user's row, creating it on first use; other steps are left as they were. */
export async function recordStep(ctx: UserContext, step: OnboardingStep, outcome: OnboardingOutcome, extra: { practiceMeetingId?: string } = {}): Promise<void> {
  const now = ctx.clock.now();
  const patch = { [step]: outcome };
  await ctx.db
    .insert(userOnboarding)
    .values({ userId: ctx.actor.userId, steps: patch, updatedAt: now, ...extra })
    .onConflictDoUpdate({
      target: userOnboarding.userId,
      set: { steps: sql`${userOnboarding.steps} || ${JSON.stringify(patch)}::jsonb`, updatedAt: now, ...extra },
    });
}

export async function setOnboardingStep({ ctx, input }: { ctx: UserContext; input: SetOnboardingStepInput }): Promise<OnboardingResponse> {
  await recordStep(ctx, input.step, input.outcome);
  return getOnboarding({ ctx });
}

/** Closing the guide keeps every step's progress; resuming brings it back where it was. */
export async function setOnboardingDismissed({ ctx, input }: { ctx: UserContext; input: SetOnboardingDismissedInput }): Promise<OnboardingResponse> {
  const now = ctx.clock.now();
  const dismissedAt = input.dismissed ? now : null;
  await ctx.db
    .insert(userOnboarding)
    .values({ userId: ctx.actor.userId, dismissedAt, updatedAt: now })
    .onConflictDoUpdate({ target: userOnboarding.userId, set: { dismissedAt, updatedAt: now } });
  return getOnboarding({ ctx });
}
