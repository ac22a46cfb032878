import type { McpContext } from "./context";
import type { MeetingDetails } from "./shapes";

/** A meeting as its page shows it, from the three procedures the page itself calls. */
export async function meetingDetails({ caller }: McpContext, id: string): Promise<MeetingDetails> {
  // The meeting first: another user's id (or none) is "Meeting not found" before anything else is read.
  const meeting = await caller.meetings.byId({ id });
  const [capture, summary] = await Promise.all([caller.bots.meetingCapture({ meeting_id: meeting.id }), caller.summaries.get({ meeting_id: meeting.id })]);
  return {
    meeting,
    session: capture.session,
    stand_in: capture.stand_in,
    owner_arrival: capture.owner_arrival,
    attendance: capture.attendance,
    summary: summary.ready?.content ?? null,
    summary_version: summary.ready?.version ?? null,
  };
}
