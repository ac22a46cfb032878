import { and, eq } from "drizzle-orm";
import { meetings } from "@understudy/db/schema";
import type { UserContext } from "../context";
import { NotFoundError } from "../errors";
import { requestBotSchedule } from "../bots/booking/queue";
import { isUuid } from "./internal";
import type { MeetingIdInput } from "./schemas";

export async function deleteMeeting({ ctx, input }: { ctx: UserContext; input: MeetingIdInput }) {
  const { id } = input;
  if (!isUuid(id)) throw new NotFoundError("Meeting");
  const deleted = await ctx.db
    .delete(meetings)
    .where(and(eq(meetings.id, id), eq(meetings.userId, ctx.actor.userId)))
    .returning({ id: meetings.id });
  if (deleted.length === 0) throw new NotFoundError("Meeting");
  // Its booked bot (now without a meeting) is cancelled.
  requestBotSchedule(ctx, ctx.actor.userId);
  return { message: "Meeting deleted successfully" };
}
