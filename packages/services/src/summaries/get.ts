import { and, count, desc, eq } from "drizzle-orm";
import { meetingSummaries, transcriptSegments } from "@understudy/db/schema";
import type { UserContext } from "../context";
import { getOwnedMeetingOrThrow } from "../meetings/internal";
import { captureExpired } from "../privacy/policy";
import { toSummaryVersion } from "./internal";
import type { MeetingSummaryResponse, SummaryMeetingInput } from "./schemas";

export async function getSummary({ ctx, input }: { ctx: UserContext; input: SummaryMeetingInput }): Promise<MeetingSummaryResponse> {
  const userId = ctx.actor.userId;
  const meeting = await getOwnedMeetingOrThrow(ctx.db, userId, input.meeting_id);
  // Past the owner's retention there is nothing to show, even before the daily job deletes it.
  if (await captureExpired(ctx.db, userId, meeting, ctx.clock.now())) return { meeting_id: meeting.id, transcript_segments: 0, latest: null, ready: null };
  const [latest] = await ctx.db
    .select()
    .from(meetingSummaries)
    .where(and(eq(meetingSummaries.meetingId, meeting.id), eq(meetingSummaries.userId, userId)))
    .orderBy(desc(meetingSummaries.version))
    .limit(1);
  const [ready] =
    latest?.status === "ready"
      ? [latest]
      : await ctx.db
          .select()
          .from(meetingSummaries)
          .where(and(eq(meetingSummaries.meetingId, meeting.id), eq(meetingSummaries.userId, userId), eq(meetingSummaries.status, "ready")))
          .orderBy(desc(meetingSummaries.version))
          .limit(1);
  const [segments] = await ctx.db
    .select({ n: count() })
    .from(transcriptSegments)
    .where(and(eq(transcriptSegments.meetingId, meeting.id), eq(transcriptSegments.userId, userId)));
  return {
    meeting_id: meeting.id,
    transcript_segments: segments?.n ?? 0,
    latest: latest ? toSummaryVersion(latest) : null,
    ready: ready ? toSummaryVersion(ready) : null,
  };
}
