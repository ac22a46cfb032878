import { and, eq } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import { meetings, type Meeting } from "@understudy/db/schema";
import { NotFoundError } from "../errors";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** Another user's meeting and a meeting that does not exist are the same answer: 404. */
export async function getOwnedMeetingOrThrow(db: Executor, userId: string, id: string, forUpdate = false): Promise<Meeting> {
  if (!isUuid(id)) throw new NotFoundError("Meeting");
  const query = db
    .select()
    .from(meetings)
    .where(and(eq(meetings.id, id), eq(meetings.userId, userId)))
    .limit(1);
  const [row] = forUpdate ? await query.for("update") : await query;
  if (!row) throw new NotFoundError("Meeting");
  return row;
}
