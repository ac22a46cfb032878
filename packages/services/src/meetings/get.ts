import type { UserContext } from "../context";
import { getOwnedMeetingOrThrow } from "./internal";
import { toMeetingResponse, type MeetingIdInput } from "./schemas";
import { summaryTextOf } from "./summary-text";

export async function getMeeting({ ctx, input }: { ctx: UserContext; input: MeetingIdInput }) {
  const { id } = input;
  const meeting = await getOwnedMeetingOrThrow(ctx.db, ctx.actor.userId, id);
  return toMeetingResponse(meeting, await summaryTextOf(ctx.db, meeting));
}
