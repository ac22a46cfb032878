import type { UserContext } from "../../context";
import { getOwnedMeetingOrThrow } from "./internal";
import { toMeetingResponse, type MeetingIdInput } from "./schemas";

export async function getMeeting({ ctx, input }: { ctx: UserContext; input: MeetingIdInput }) {
  const { id } = input;
  return toMeetingResponse(await getOwnedMeetingOrThrow(ctx.db, ctx.actor.userId, id));
}
