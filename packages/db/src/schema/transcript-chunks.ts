import { doublePrecision, index, integer, pgTable, real, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { meetings } from "./meetings";
import { users } from "./users";

/**
 * A few consecutive transcript turns embedded together, for semantic search. `embedding` is a plain `real[]` so the
 * table exists on every PostgreSQL; where the `vector` extension is installed, migration 0009 adds an HNSW index
 * on `embedding::vector(256)` for rows of that size. A meeting's chunks are replaced as a whole when its transcript
 * (`transcript_hash`), the embedding model or the dimensions change.
 */
export const transcriptChunks = pgTable(
  "transcript_chunks",
  {
    id: uuid().primaryKey().defaultRandom(),
    meetingId: uuid()
      .notNull()
      .references(() => meetings.id, { onDelete: "cascade" }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Order of the chunk within the meeting, from 0. */
    seq: integer().notNull(),
    /** The `transcript_segments.seq` range the chunk covers, inclusive. */
    firstSegmentSeq: integer().notNull(),
    lastSegmentSeq: integer().notNull(),
    startSeconds: doublePrecision().notNull(),
    endSeconds: doublePrecision().notNull(),
    /** What was embedded: one "Speaker: words" line per turn. */
    text: text().notNull(),
    model: text().notNull(),
    dimensions: integer().notNull(),
    transcriptHash: text().notNull(),
    embedding: real().array().notNull(),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("transcript_chunks_meeting_seq_idx").on(t.meetingId, t.seq), index("transcript_chunks_user_idx").on(t.userId)],
);

export type TranscriptChunk = typeof transcriptChunks.$inferSelect;
export type NewTranscriptChunk = typeof transcriptChunks.$inferInsert;
