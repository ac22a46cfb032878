import { eq } from "drizzle-orm";
import { meetings, type NewMeeting } from "@understudy/db/schema";
import { withTransaction, type UserContext } from "../context";
import { requestBotSchedule } from "../bots/booking/queue";
import { getOwnedMeetingOrThrow } from "./internal";
import { toMeetingResponse, type UpdateMeetingInput } from "./schemas";
import { summaryTextOf } from "./summary-text";

export async function updateMeeting({ ctx, input }: { ctx: UserContext; input: UpdateMeetingInput }) {
  const { id, patch } = input;
  const response = await withTransaction(ctx, async (tx) => {
    await getOwnedMeetingOrThrow(tx, ctx.actor.userId, id, true);
    const set: Partial<NewMeeting> = { updatedAt: ctx.clock.now() };
    // A title the user gave is theirs: no summary replaces it (summaries/title.ts).
    if (patch.title !== undefined) Object.assign(set, { title: patch.title, titleGenerated: false });
    if (patch.description !== undefined) set.description = patch.description;
    if (patch.scheduled_at !== undefined) set.scheduledAt = patch.scheduled_at;
    if (patch.duration_minutes !== undefined) set.durationMinutes = patch.duration_minutes;
    if (patch.meeting_url !== undefined) set.meetingUrl = patch.meeting_url;
    if (patch.platform !== undefined) set.platform = patch.platform;
    if (patch.status !== undefined) set.status = patch.status;
    const [row] = await tx.update(meetings).set(set).where(eq(meetings.id, id)).returning();
    if (!row) throw new Error("update returned no row");
    return toMeetingResponse(row, await summaryTextOf(tx, row));
  });
  // A moved, relinked, cancelled or completed meeting moves or cancels its booked bot.
  if (patch.scheduled_at !== undefined || patch.meeting_url !== undefined || patch.status !== undefined) requestBotSchedule(ctx, ctx.actor.userId);
  return response;
}
