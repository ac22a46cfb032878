import type { Database } from "@understudy/db";
import { transcriptSegments } from "@understudy/db/schema";

export interface Turn {
  speaker: string;
  text: string;
  at?: number;
}

/** Inserts turns as a meeting's transcript; without `at`, turns are timed at ~150 words a minute. */
export async function insertTranscript(db: Database, meetingId: string, userId: string, turns: Turn[]): Promise<void> {
  let clock = 0;
  const rows = turns.map((turn, seq) => {
    const start = turn.at ?? clock;
    const duration = Math.max(1, (turn.text.split(/\s+/).length / 150) * 60);
    clock = start + duration;
    return { meetingId, userId, seq, speaker: turn.speaker, content: turn.text, startSeconds: start, endSeconds: start + duration };
  });
  for (let i = 0; i < rows.length; i += 500) await db.insert(transcriptSegments).values(rows.slice(i, i + 500));
}
