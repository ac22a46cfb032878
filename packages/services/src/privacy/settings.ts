import { eq } from "drizzle-orm";
import { users } from "@understudy/db/schema";
import type { UserContext } from "../context";
import { NotFoundError } from "../errors";
import type { RetentionDays } from "./policy";
import type { PrivacySettingsResponse, UpdatePrivacySettingsInput } from "./schemas";

export async function getPrivacySettings({ ctx }: { ctx: UserContext }): Promise<PrivacySettingsResponse> {
  const [row] = await ctx.db.select({ days: users.captureRetentionDays }).from(users).where(eq(users.id, ctx.actor.userId)).limit(1);
  if (!row) throw new NotFoundError("User");
  return { retention_days: row.days as RetentionDays };
}

/** A shorter retention takes effect at once for reads; the daily job deletes what it made expire. */
export async function updatePrivacySettings({ ctx, input }: { ctx: UserContext; input: UpdatePrivacySettingsInput }): Promise<PrivacySettingsResponse> {
  const [row] = await ctx.db
    .update(users)
    .set({ captureRetentionDays: input.retention_days, captureRetentionChosenAt: ctx.clock.now() })
    .where(eq(users.id, ctx.actor.userId))
    .returning({ days: users.captureRetentionDays });
  if (!row) throw new NotFoundError("User");
  return { retention_days: row.days as RetentionDays };
}
