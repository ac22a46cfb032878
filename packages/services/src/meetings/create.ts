import { meetings } from "@understudy/db/schema";
import type { UserContext } from "../context";
import { requestBotSchedule } from "../bots/booking/queue";
import { toMeetingResponse, type CreateMeetingInput } from "./schemas";

export async function createMeeting({ ctx, input }: { ctx: UserContext; input: CreateMeetingInput }) {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(meetings)
    .values({
      userId: ctx.actor.userId,
      title: input.title,
      description: input.description ?? null,
      scheduledAt: input.scheduled_at,
      durationMinutes: input.duration_minutes,
      meetingUrl: input.meeting_url ?? null,
      platform: input.platform,
      source: "manual",
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error("insert returned no row");
  // A meeting with a link may need its stand-in bot booked now.
  if (row.meetingUrl) requestBotSchedule(ctx, ctx.actor.userId);
  return toMeetingResponse(row);
}
