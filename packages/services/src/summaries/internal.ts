import { and, asc, desc, eq } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import { meetingSummaries, transcriptSegments, type MeetingSummary } from "@understudy/db/schema";
import { SummaryContent, type SummaryVersion } from "./schemas";

export async function loadSegments(db: Executor, meetingId: string, userId: string) {
  return db
    .select({ speaker: transcriptSegments.speaker, content: transcriptSegments.content, startSeconds: transcriptSegments.startSeconds, endSeconds: transcriptSegments.endSeconds })
    .from(transcriptSegments)
    .where(and(eq(transcriptSegments.meetingId, meetingId), eq(transcriptSegments.userId, userId)))
    .orderBy(asc(transcriptSegments.seq));
}

export async function latestVersion(db: Executor, meetingId: string): Promise<MeetingSummary | undefined> {
  const [row] = await db.select().from(meetingSummaries).where(eq(meetingSummaries.meetingId, meetingId)).orderBy(desc(meetingSummaries.version)).limit(1);
  return row;
}

export function toSummaryVersion(row: MeetingSummary): SummaryVersion {
  const parsed = row.content === null ? null : SummaryContent.safeParse(row.content);
  return {
    id: row.id,
    version: row.version,
    status: row.status,
    model: row.model,
    prompt_version: row.promptVersion,
    content: parsed?.success ? parsed.data : null,
    error: row.error,
    model_calls: row.modelCalls,
    created_at: row.createdAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
  };
}
