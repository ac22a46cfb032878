import { eq, inArray } from "drizzle-orm";
import { pushSubscriptions } from "@understudy/db/schema";
import type { PushSender } from "@understudy/integrations/push";
import type { ServiceContext } from "../context";
import type { PushPayload } from "./schemas";
import type { PushSendJobData } from "./queue";

export interface PushDelivery {
  sent: number;
  removed: number;
  failed: number;
}

/**
 * Sends one notification to each of the user's subscribed browsers. A subscription the push service no longer
 * knows (404/410) is deleted; another failure is logged and left for the next notification (a push is a nudge, the
 * in-app notification is the record, so a failed one is not retried into a stale alert).
 */
export async function deliverPush(ctx: ServiceContext, push: PushSender, data: PushSendJobData): Promise<PushDelivery> {
  const targets = await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, data.userId));
  const payload: PushPayload = { title: data.title, body: data.body, url: data.url, tag: data.tag };
  const results = await Promise.all(
    targets.map(async (t) => ({ id: t.id, result: await push.send({ endpoint: t.endpoint, keys: { p256dh: t.p256dh, auth: t.auth } }, JSON.stringify(payload), { ttlSeconds: data.ttlSeconds, urgency: "high" }) })),
  );
  const gone = results.filter((r) => r.result.outcome === "gone").map((r) => r.id);
  if (gone.length) await ctx.db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
  for (const r of results) if (r.result.outcome === "failed") ctx.log.warn({ subscriptionId: r.id, status: r.result.status, error: r.result.error }, "push: not delivered");
  return { sent: results.filter((r) => r.result.outcome === "sent").length, removed: gone.length, failed: results.filter((r) => r.result.outcome === "failed").length };
}
