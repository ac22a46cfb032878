import { asc, eq } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import { actionItems } from "@understudy/db/schema";
import type { AccountArchive } from "./archive-schema";

/** The user's action items, done ones and their edits included; like the summary they came from, only where the capture is kept. */
export async function actionItemsSection(db: Executor, userId: string, kept: (meetingId: string | null) => boolean): Promise<Pick<AccountArchive, "action_items">> {
  const rows = await db.select().from(actionItems).where(eq(actionItems.userId, userId)).orderBy(asc(actionItems.meetingId), asc(actionItems.startSeconds), asc(actionItems.id));
  return {
    action_items: rows
      .filter((a) => kept(a.meetingId))
      .map((a) => ({
        id: a.id,
        meeting_id: a.meetingId,
        summary_id: a.summaryId,
        source: a.source,
        text: a.text,
        owner: a.ownerName,
        owner_is_user: a.ownerIsUser,
        due: a.dueText,
        due_date: a.dueDate,
        start_seconds: a.startSeconds,
        status: a.status,
        done_at: a.doneAt?.toISOString() ?? null,
        edited_at: a.editedAt?.toISOString() ?? null,
        created_at: a.createdAt.toISOString(),
        updated_at: a.updatedAt.toISOString(),
      })),
  };
}
