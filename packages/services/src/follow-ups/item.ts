import { and, eq, isNull } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import { actionItems, meetings } from "@understudy/db/schema";
import { NotFoundError } from "../errors";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The user's action item with its meeting; another user's (or a deleted capture's) is 404, as every read. */
export async function findFollowUpItem(db: Executor, userId: string, id: string) {
  if (!UUID.test(id)) throw new NotFoundError("Action item");
  const [row] = await db
    .select({ item: actionItems, meeting: { id: meetings.id, title: meetings.title, scheduledAt: meetings.scheduledAt, attendees: meetings.attendees } })
    .from(actionItems)
    .innerJoin(meetings, eq(meetings.id, actionItems.meetingId))
    .where(and(eq(actionItems.id, id), eq(actionItems.userId, userId), isNull(meetings.captureDeletedAt)))
    .limit(1);
  if (!row) throw new NotFoundError("Action item");
  return row;
}
