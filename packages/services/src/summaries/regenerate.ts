import type { UserContext } from "../context";
import { getOwnedMeetingOrThrow } from "../meetings/internal";
import { assertEntitled, countSummaries, hasSummary } from "../subscription/entitlements";
import { languageModel } from "./deps";
import { getSummary } from "./get";
import { requestSummary } from "./request";
import type { MeetingSummaryResponse, RegenerateSummaryInput } from "./schemas";

/** Queues a summary of the meeting's current transcript (a new version with `force`) and returns the new state. */
export async function regenerateSummary({ ctx, input }: { ctx: UserContext; input: RegenerateSummaryInput }): Promise<MeetingSummaryResponse> {
  await getOwnedMeetingOrThrow(ctx.db, ctx.actor.userId, input.meeting_id);
  // A meeting that already has a summary does not use up another one of the trial's allowance.
  const used = await countSummaries(ctx);
  await assertEntitled(ctx, "ai_summary", { summariesUsed: (await hasSummary(ctx, input.meeting_id)) ? used - 1 : used });
  const model = languageModel(ctx.deps);
  await requestSummary(ctx, { userId: ctx.actor.userId, meetingId: input.meeting_id, model: model.model, force: input.force });
  return getSummary({ ctx, input: { meeting_id: input.meeting_id } });
}
