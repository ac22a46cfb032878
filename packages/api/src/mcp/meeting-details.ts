import { toServiceError } from "../errors";
import type { McpContext } from "./context";
import { mcpSummary, withMeetingUrl } from "./links";
import type { MeetingDetails, MeetingsBatch } from "./shapes";

/** A meeting as its page shows it, from the three procedures the page itself calls. */
export async function meetingDetails({ caller, appUrl }: McpContext, id: string): Promise<MeetingDetails> {
  // The meeting first: another user's id (or none) is "Meeting not found" before anything else is read.
  const meeting = await caller.meetings.byId({ id });
  const [capture, summary] = await Promise.all([caller.bots.meetingCapture({ meeting_id: meeting.id }), caller.summaries.get({ meeting_id: meeting.id })]);
  const content = summary.ready?.content ?? null;
  return {
    meeting: withMeetingUrl(appUrl, meeting),
    session: capture.session,
    stand_in: capture.stand_in,
    owner_arrival: capture.owner_arrival,
    attendance: capture.attendance,
    summary: content ? mcpSummary(appUrl, meeting.id, content) : null,
    summary_version: summary.ready?.version ?? null,
  };
}

/** Several meetings in one call, in the order asked (each id once); an id naming none of the user's meetings is listed apart. */
export async function meetingsBatch(ctx: McpContext, ids: readonly string[]): Promise<MeetingsBatch> {
  const unique = [...new Set(ids)];
  const found = await Promise.all(
    unique.map(async (id) => {
      try {
        return await meetingDetails(ctx, id);
      } catch (error) {
        if (toServiceError(error).code === "NOT_FOUND") return id;
        throw error;
      }
    }),
  );
  return { meetings: found.filter((f): f is MeetingDetails => typeof f !== "string"), not_found: found.filter((f): f is string => typeof f === "string") };
}
