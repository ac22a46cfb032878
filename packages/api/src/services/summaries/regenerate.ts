import type { UserContext } from "../../context";
import { resolveLanguageModel } from "./deps";
import { getSummary } from "./get";
import { requestSummary } from "./request";
import type { MeetingSummaryResponse, RegenerateSummaryInput } from "./schemas";

/** Queues a summary of the meeting's current transcript (a new version with `force`) and returns the new state. */
export async function regenerateSummary({ ctx, input }: { ctx: UserContext; input: RegenerateSummaryInput }): Promise<MeetingSummaryResponse> {
  const model = resolveLanguageModel();
  await requestSummary(ctx.db, ctx.clock, { userId: ctx.actor.userId, meetingId: input.meeting_id, model: model.model, force: input.force });
  return getSummary({ ctx, input: { meeting_id: input.meeting_id } });
}
