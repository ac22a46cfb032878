import { and, eq, ne } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import { meetingPreflights, notifications, type Meeting } from "@understudy/db/schema";
import { formatWhen } from "../../calendar/notify";
import type { PreflightCheck } from "./policy";

export const PREFLIGHT_NOTIFICATION_KIND = "bot_preflight";

/** Which checks fail, for this start: the same failures for the same start are told once. */
export function failureKey(checks: readonly PreflightCheck[], startsAt: Date): string {
  const failing = checks.filter((c) => c.result === "will_fail").map((c) => c.check);
  return failing.length ? `${startsAt.toISOString()}|${failing.sort().join(",")}` : "";
}

/**
 * Tells the user once per meeting and per change of what will fail: the stored key is swapped in one
 * conditional update, so two runs at once cannot both notify. A run whose checks all pass clears the key,
 * so a failure that comes back later is told again.
 */
export async function notifyIfNew(db: Executor, meeting: Pick<Meeting, "id" | "userId" | "title" | "scheduledAt">, checks: readonly PreflightCheck[], now: Date): Promise<boolean> {
  const key = failureKey(checks, meeting.scheduledAt);
  const [changed] = await db
    .update(meetingPreflights)
    .set({ notifiedKey: key })
    .where(and(eq(meetingPreflights.meetingId, meeting.id), ne(meetingPreflights.notifiedKey, key)))
    .returning({ meetingId: meetingPreflights.meetingId });
  const first = checks.find((c) => c.result === "will_fail");
  if (!changed || !first) return false;
  await db.insert(notifications).values({
    userId: meeting.userId,
    kind: PREFLIGHT_NOTIFICATION_KIND,
    title: `The bot will not get into "${meeting.title}"`,
    message: `${formatWhen(meeting.scheduledAt)}: ${first.reason}${first.fix ? ` ${first.fix}` : ""}`.slice(0, 1000),
    createdAt: now,
  });
  return true;
}
