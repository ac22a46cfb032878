import { eq } from "drizzle-orm";
import { meetingCatchUps, type MeetingCatchUp } from "@understudy/db/schema";
import type { UserContext } from "../../context";
import { NotFoundError } from "../../errors";
import { getOwnedMeetingOrThrow } from "../../meetings/internal";
import type { CatchUpInput, CatchUpResponse } from "./schemas";

export function toCatchUpResponse(row: MeetingCatchUp): CatchUpResponse {
  const d = row.deliveries;
  return {
    meeting_id: row.meetingId,
    status: row.readyAt ? "delivered" : "collecting",
    summary: row.summary ?? null,
    covered_through_seconds: row.version > 0 ? row.foldedThroughSeconds : 0,
    arrived_at_seconds: row.ownerJoinedAt && row.transcriptOriginAt ? Math.max(0, Math.round((row.ownerJoinedAt.getTime() - row.transcriptOriginAt.getTime()) / 1000)) : null,
    arrived_at: row.ownerJoinedAt?.toISOString() ?? null,
    delivered_at: row.readyAt?.toISOString() ?? null,
    deliveries: { page: d.page ?? null, notification: d.notification ?? null, email: d.email ?? null, private_chat: d.private_chat ?? null },
    model_calls: row.modelCalls,
  };
}

/** The meeting's "what you missed": 404 for a meeting that is not the user's, or that has none (the bot never stood in). */
export async function getCatchUp({ ctx, input }: { ctx: UserContext; input: CatchUpInput }): Promise<CatchUpResponse> {
  const meeting = await getOwnedMeetingOrThrow(ctx.db, ctx.actor.userId, input.meeting_id);
  const [row] = await ctx.db.select().from(meetingCatchUps).where(eq(meetingCatchUps.meetingId, meeting.id)).limit(1);
  if (row?.userId !== ctx.actor.userId) throw new NotFoundError("Catch-up");
  return toCatchUpResponse(row);
}
