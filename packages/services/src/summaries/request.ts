import { and, eq, inArray, sql } from "drizzle-orm";
import { meetings, meetingSummaries, type MeetingSummary } from "@understudy/db/schema";
import type { ServiceContext } from "../context";
import { NotFoundError } from "../errors";
import { isUuid } from "../meetings/internal";
import { transcriptHash } from "./hash";
import { latestVersion, loadSegments } from "./internal";
import { PROMPT_VERSION } from "./prompt";
import { summaryGenerateQueue } from "./queue";

/**
 * Creates a pending summary version for the meeting's current transcript and queues its generation.
 * Without `force`, an existing pending/ready/skipped version of the same transcript, prompt and model is
 * returned instead (idempotent per transcript version). The meeting row lock serialises concurrent requests.
 * If the job cannot be sent, the version stays pending and the `summary.recover` job queues it later.
 */
export async function requestSummary(
  ctx: ServiceContext,
  args: { userId: string; meetingId: string; model: string; force: boolean },
): Promise<{ summary: MeetingSummary; created: boolean }> {
  const { db, clock } = ctx;
  if (!isUuid(args.meetingId)) throw new NotFoundError("Meeting");
  const result = await db.transaction(async (tx) => {
    const [meeting] = await tx
      .select({ id: meetings.id })
      .from(meetings)
      .where(and(eq(meetings.id, args.meetingId), eq(meetings.userId, args.userId)))
      .for("update");
    if (!meeting) throw new NotFoundError("Meeting");
    const hash = transcriptHash(await loadSegments(tx, args.meetingId, args.userId));
    if (!args.force) {
      const [same] = await tx
        .select()
        .from(meetingSummaries)
        .where(
          and(
            eq(meetingSummaries.meetingId, args.meetingId),
            eq(meetingSummaries.transcriptHash, hash),
            eq(meetingSummaries.promptVersion, PROMPT_VERSION),
            eq(meetingSummaries.model, args.model),
            inArray(meetingSummaries.status, ["pending", "ready", "skipped"]),
          ),
        )
        .orderBy(sql`${meetingSummaries.version} desc`)
        .limit(1);
      if (same) return { summary: same, created: false };
    }
    const previous = await latestVersion(tx, args.meetingId);
    // A forced regeneration while one is already pending for this transcript joins it instead of stacking up.
    if (previous?.status === "pending" && previous.transcriptHash === hash && previous.model === args.model) return { summary: previous, created: false };
    const [row] = await tx
      .insert(meetingSummaries)
      .values({
        meetingId: args.meetingId,
        userId: args.userId,
        version: (previous?.version ?? 0) + 1,
        status: "pending",
        model: args.model,
        promptVersion: PROMPT_VERSION,
        transcriptHash: hash,
        createdAt: clock.now(),
      })
      .returning();
    if (!row) throw new Error("insert returned no row");
    return { summary: row, created: true };
  });
  if (result.created) {
    try {
      await ctx.deps.jobs.send(summaryGenerateQueue, { summaryId: result.summary.id });
    } catch (error) {
      ctx.log.error({ err: error, summaryId: result.summary.id }, "could not queue summary.generate; summary.recover will");
    }
  }
  return result;
}
