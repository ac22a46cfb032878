import { and, eq } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import { meetings } from "@understudy/db/schema";
import type { SummaryContent } from "./schemas";

const MAX_WORDS = 8;
const MAX_CHARS = 60;

/**
 * A short title from the summary's one-line gist (docs/decisions/072): its first clause, at most 8 words and 60
 * characters, cut at a word. The gist already names what happened; a separate model field would change the
 * summary's contract for every stored version.
 */
export function shortTitle(gist: string): string | null {
  const clause = gist.trim().split(/(?<=\S)[.;:!?—–]\s|[.;:!?]$|\s[-—–]\s/u)[0]?.trim() ?? "";
  const words = clause.split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
  let title = "";
  for (const word of words) {
    const next = title ? `${title} ${word}` : word;
    if (next.length > MAX_CHARS) break;
    title = next;
  }
  title = title.replace(/[\s,;:.!?–—-]+$/u, "");
  if (!title) return null;
  return title.charAt(0).toUpperCase() + title.slice(1);
}

/** Renames a meeting the product titled ("Zoom meeting"); a title the user or the calendar gave is never touched. */
export async function titleFromSummary(tx: Executor, meetingId: string, content: SummaryContent): Promise<void> {
  const title = shortTitle(content.gist);
  if (!title) return;
  await tx
    .update(meetings)
    .set({ title })
    .where(and(eq(meetings.id, meetingId), eq(meetings.titleGenerated, true)));
}
