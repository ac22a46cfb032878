import type { Executor } from "@understudy/db";
import { notifications } from "@understudy/db/schema";
import type { NewInvite } from "./apply";

const MAX_INDIVIDUAL = 5;

export function formatWhen(at: Date): string {
  return `${at.toLocaleString("en-US", { weekday: "short", month: "short", day: "numeric", hour: "2-digit", minute: "2-digit", hour12: false, timeZone: "UTC" })} UTC`;
}

/**
 * One notification per new invite, at most five per sync and one line for the rest; the first sync
 * after connecting gets a single summary instead of a notification per imported meeting.
 */
export async function notifyCalendarChanges(db: Executor, userId: string, now: Date, change: { firstSync: boolean; created: number; invites: NewInvite[] }) {
  if (change.firstSync) {
    if (change.created === 0) return;
    await db.insert(notifications).values({
      userId,
      kind: "calendar_sync",
      title: "Google Calendar connected",
      message: `Imported ${change.created} meeting${change.created === 1 ? "" : "s"} from your calendar.`,
      createdAt: now,
    });
    return;
  }
  const rows = change.invites.slice(0, MAX_INDIVIDUAL).map((invite) => ({
    userId,
    kind: "calendar_invite",
    title: "New meeting invite",
    message: `${invite.organizer} invited you to "${invite.title}" on ${formatWhen(invite.start)}.`,
    createdAt: now,
  }));
  const rest = change.invites.length - rows.length;
  if (rest > 0) {
    rows.push({ userId, kind: "calendar_invite", title: "More meeting invites", message: `${rest} more new invite${rest === 1 ? "" : "s"} arrived in your calendar.`, createdAt: now });
  }
  if (rows.length) await db.insert(notifications).values(rows);
}
