import { sql } from "drizzle-orm";
import type { UserContext } from "../context";
import { ServiceError } from "../errors";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A meeting to search within must be the actor's: anything else (another user's, a malformed id) is a 404. */
export async function assertOwnMeeting(ctx: UserContext, meetingId: string): Promise<void> {
  const [row] = UUID.test(meetingId) ? await ctx.db.execute<{ id: string }>(sql`select id from meetings where id = ${meetingId}::uuid and user_id = ${ctx.actor.userId}`) : [];
  if (!row) throw new ServiceError("NOT_FOUND", "Meeting not found");
}
