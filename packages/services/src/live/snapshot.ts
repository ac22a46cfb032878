import type { UserContext } from "../context";
import { getOwnedMeetingOrThrow } from "../meetings/internal";
import { readTranscript } from "./events";
import type { LiveMeetingInput, LiveSnapshot } from "./schemas";
import { readLiveState } from "./state";

/** The live room's first paint: its state and the transcript so far. Another user's meeting is NOT_FOUND. */
export async function getLiveSnapshot({ ctx, input }: { ctx: UserContext; input: LiveMeetingInput }): Promise<LiveSnapshot> {
  const meeting = await getOwnedMeetingOrThrow(ctx.db, ctx.actor.userId, input.id);
  const state = await readLiveState(ctx.db, ctx.actor.userId, meeting);
  return { ...state, transcript: await readTranscript(ctx.db, ctx.actor.userId, meeting.id) };
}
