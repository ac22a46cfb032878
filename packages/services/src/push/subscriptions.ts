import { and, count, eq } from "drizzle-orm";
import { pushSubscriptions } from "@understudy/db/schema";
import type { UserContext } from "../context";
import { BadRequestError } from "../errors";
import { configured } from "../deps";
import type { PushConfigResponse, PushSubscribeInput, PushSubscriptionResponse, PushUnsubscribeInput } from "./schemas";

/** A user keeps at most this many browsers subscribed: more is a script, not devices. */
export const MAX_PUSH_SUBSCRIPTIONS = 20;

export async function getPushConfig({ ctx }: { ctx: UserContext }): Promise<PushConfigResponse> {
  const [row] = await ctx.db.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, ctx.actor.userId));
  return { available: Boolean(ctx.deps.push), public_key: ctx.deps.push?.publicKey ?? null, subscriptions: row?.n ?? 0 };
}

/** "Push notifications on this device": the browser's subscription, kept per user and endpoint (a repeat refreshes its keys). */
export async function subscribePush({ ctx, input }: { ctx: UserContext; input: PushSubscribeInput }): Promise<PushSubscriptionResponse> {
  const push = configured(ctx.deps.push, "Push notifications are not set up on this server");
  if (!push.accepts(input.endpoint)) throw new BadRequestError("That endpoint is not a browser push service this server sends to");
  const [row] = await ctx.db.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, ctx.actor.userId));
  const values = { p256dh: input.keys.p256dh, auth: input.keys.auth };
  const [existing] = await ctx.db
    .update(pushSubscriptions)
    .set(values)
    .where(and(eq(pushSubscriptions.userId, ctx.actor.userId), eq(pushSubscriptions.endpoint, input.endpoint)))
    .returning();
  if (!existing && (row?.n ?? 0) >= MAX_PUSH_SUBSCRIPTIONS) throw new BadRequestError(`At most ${MAX_PUSH_SUBSCRIPTIONS} devices receive push notifications; turn it off on one you no longer use`);
  const [saved] = existing
    ? [existing]
    : await ctx.db
        .insert(pushSubscriptions)
        .values({ userId: ctx.actor.userId, endpoint: input.endpoint, ...values, createdAt: ctx.clock.now() })
        .onConflictDoUpdate({ target: [pushSubscriptions.userId, pushSubscriptions.endpoint], set: values })
        .returning();
  if (!saved) throw new Error("push subscription was not stored");
  return { id: saved.id, endpoint: saved.endpoint, created_at: saved.createdAt.toISOString() };
}

/** Turned off on this device: the endpoint is forgotten (unknown endpoints are fine: it is off either way). */
export async function unsubscribePush({ ctx, input }: { ctx: UserContext; input: PushUnsubscribeInput }): Promise<{ message: string }> {
  await ctx.db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, ctx.actor.userId), eq(pushSubscriptions.endpoint, input.endpoint)));
  return { message: "Push notifications are off on this device" };
}
