import { meetings } from "@understudy/db/schema";
import { botPlatform } from "@understudy/integrations/meeting-links";
import { deployBot, UNSUPPORTED_PLATFORM } from "../bots/sessions/deploy";
import type { UserContext } from "../context";
import { ServiceError } from "../errors";
import { getOnboarding, recordStep } from "./progress";
import type { OnboardingResponse, StartPracticeRunInput } from "./schemas";

export const PRACTICE_TITLE = "Practice run with your stand-in";

/**
 * The guide's practice run: a meeting starting now with the stand-in sent into it at once, so its transcript,
 * summary and live room show up within minutes. With the sandbox the link is a scripted call (nobody else joins
 * it); with a real provider it is a call the user opened themselves.
 */
export async function startPracticeRun({ ctx, input }: { ctx: UserContext; input: StartPracticeRunInput }): Promise<OnboardingResponse> {
  const platform = botPlatform(input.meeting_url);
  if (!platform) throw new ServiceError("UNPROCESSABLE", UNSUPPORTED_PLATFORM);
  const now = ctx.clock.now();
  const [meeting] = await ctx.db
    .insert(meetings)
    .values({ userId: ctx.actor.userId, title: PRACTICE_TITLE, description: "Started from the first-run guide.", scheduledAt: now, durationMinutes: 15, meetingUrl: input.meeting_url, platform, status: "in_progress", source: "manual", createdAt: now, updatedAt: now })
    .returning({ id: meetings.id });
  if (!meeting) throw new ServiceError("INTERNAL", "Could not create the practice meeting");
  await deployBot({ ctx, input: { meeting_url: input.meeting_url, meeting_id: meeting.id } });
  await recordStep(ctx, "practice", "done", { practiceMeetingId: meeting.id });
  return getOnboarding({ ctx });
}
