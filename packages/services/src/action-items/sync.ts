import { and, eq, isNull, notInArray, sql } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import { actionItems, botParticipants, botSessions, meetings, users } from "@understudy/db/schema";
import { isOwner, ownerIdentity } from "../bots/stand-in/owner";
import type { SummaryContent } from "../summaries/schemas";
import { dueDay } from "./due";
import { actionItemKey } from "./key";
import { matchOwner, type OwnerPeople } from "./owner";

/** The user and everyone known to be in the meeting: the calendar's invitees and whom the bot saw join. */
export async function meetingPeople(tx: Executor, meetingId: string, userId: string): Promise<(OwnerPeople & { scheduledAt: Date }) | null> {
  const [row] = await tx
    .select({ name: users.name, email: users.email, attendees: meetings.attendees, scheduledAt: meetings.scheduledAt })
    .from(meetings)
    .innerJoin(users, eq(users.id, meetings.userId))
    .where(and(eq(meetings.id, meetingId), eq(meetings.userId, userId)))
    .limit(1);
  if (!row) return null;
  const joined = await tx
    .select({ name: botParticipants.name, email: botParticipants.email })
    .from(botParticipants)
    .innerJoin(botSessions, eq(botSessions.id, botParticipants.sessionId))
    .where(and(eq(botSessions.meetingId, meetingId), eq(botSessions.userId, userId)));
  const user = { name: row.name, email: row.email };
  const owner = ownerIdentity(user, row.attendees);
  return {
    user,
    scheduledAt: row.scheduledAt,
    attendees: [
      ...row.attendees,
      ...joined.map((p) => ({ name: p.name, email: p.email ?? "", self: isOwner({ name: p.name, email: p.email }, owner) })),
    ],
  };
}

/**
 * Writes a ready summary's action items as rows, in the caller's transaction (the one that stores the summary):
 * one row per task by its dedupe key (docs/decisions/070). A task a regeneration names again keeps its row, its
 * status and, once the user edited it, their text, owner and due date; a task it no longer names goes unless the
 * user edited or completed it. Returns how many tasks the summary named.
 */
export async function syncSummaryActionItems(
  tx: Executor,
  args: { summaryId: string; meetingId: string; userId: string; content: SummaryContent; now: Date },
): Promise<number> {
  const people = await meetingPeople(tx, args.meetingId, args.userId);
  if (!people) return 0;
  const byKey = new Map<string, typeof actionItems.$inferInsert>();
  for (const item of args.content.action_items) {
    const text = item.task.trim();
    const key = actionItemKey(text);
    if (!key || byKey.has(key)) continue;
    const owner = matchOwner(item.owner, people);
    byKey.set(key, {
      userId: args.userId,
      meetingId: args.meetingId,
      summaryId: args.summaryId,
      source: "summary",
      text,
      ownerName: owner.ownerName,
      ownerIsUser: owner.ownerIsUser,
      dueText: item.due?.trim() || null,
      dueDate: dueDay(item.due, people.scheduledAt),
      startSeconds: Number.isFinite(item.timestamp) && item.timestamp >= 0 ? item.timestamp : 0,
      dedupeKey: key,
      // A millisecond apart, so the list (ordered by creation within a day) keeps the summary's own order.
      createdAt: new Date(args.now.getTime() + byKey.size),
      updatedAt: args.now,
    });
  }
  const keys = [...byKey.keys()];
  // Gone from the newest summary: only what nobody touched goes, so a regeneration never loses the user's work.
  await tx
    .delete(actionItems)
    .where(
      and(
        eq(actionItems.meetingId, args.meetingId),
        eq(actionItems.source, "summary"),
        eq(actionItems.status, "open"),
        isNull(actionItems.editedAt),
        ...(keys.length ? [notInArray(actionItems.dedupeKey, keys)] : []),
      ),
    );
  if (!keys.length) return 0;
  const untouched = sql`${actionItems.editedAt} is null`;
  await tx
    .insert(actionItems)
    .values([...byKey.values()])
    .onConflictDoUpdate({
      target: [actionItems.meetingId, actionItems.dedupeKey],
      set: {
        summaryId: sql`excluded.summary_id`,
        startSeconds: sql`excluded.start_seconds`,
        text: sql`case when ${untouched} then excluded.text else ${actionItems.text} end`,
        ownerName: sql`case when ${untouched} then excluded.owner_name else ${actionItems.ownerName} end`,
        ownerIsUser: sql`case when ${untouched} then excluded.owner_is_user else ${actionItems.ownerIsUser} end`,
        dueText: sql`case when ${untouched} then excluded.due_text else ${actionItems.dueText} end`,
        dueDate: sql`case when ${untouched} then excluded.due_date else ${actionItems.dueDate} end`,
        updatedAt: sql`excluded.updated_at`,
      },
      // Only the meeting's own summary rows: an avatar row never shares a key (its key is its turn's id).
      setWhere: sql`${actionItems.source} = 'summary'`,
    });
  return keys.length;
}
