import { sql } from "drizzle-orm";
import { doublePrecision, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { meetings } from "./meetings";
import { tsvector } from "./search";
import { users } from "./users";

/**
 * One speaker turn of a meeting's transcript. `user_id` repeats the meeting's owner so search can filter by
 * user before it touches meetings. `search_vector` is generated (speaker weighted B, words A) and GIN-indexed
 * together with `user_id`.
 */
export const transcriptSegments = pgTable(
  "transcript_segments",
  {
    id: uuid().primaryKey().defaultRandom(),
    meetingId: uuid()
      .notNull()
      .references(() => meetings.id, { onDelete: "cascade" }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    seq: integer().notNull(),
    speaker: text().notNull(),
    content: text().notNull(),
    startSeconds: doublePrecision().notNull(),
    endSeconds: doublePrecision().notNull(),
    searchVector: tsvector().generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce("speaker", '')), 'B') || setweight(to_tsvector('english', coalesce("content", '')), 'A')`,
    ),
  },
  (t) => [
    uniqueIndex("transcript_segments_meeting_seq_idx").on(t.meetingId, t.seq),
    index("transcript_segments_user_idx").on(t.userId),
    // (user, words) in one GIN (btree_gin): a search reads only the user's matching turns, not every user's.
    index("transcript_segments_user_search_idx").using("gin", t.userId, t.searchVector),
  ],
);

export type TranscriptSegment = typeof transcriptSegments.$inferSelect;
export type NewTranscriptSegment = typeof transcriptSegments.$inferInsert;
