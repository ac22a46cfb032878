-- Every search is one user's: GIN indexes on (user_id, search_vector) (btree_gin, a trusted contrib extension on
-- PostgreSQL ≥ 13 and loaded by the embedded PGlite) find that user's matching rows without reading other users'.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "transcript_segments_search_idx";--> statement-breakpoint
DROP INDEX "meeting_summaries_search_idx";--> statement-breakpoint
CREATE INDEX "transcript_segments_user_search_idx" ON "transcript_segments" USING gin ("user_id","search_vector");--> statement-breakpoint
CREATE INDEX "meeting_summaries_user_search_idx" ON "meeting_summaries" USING gin ("user_id","search_vector");--> statement-breakpoint
DROP INDEX IF EXISTS "meetings_search_idx";--> statement-breakpoint
CREATE INDEX "meetings_user_search_idx" ON "meetings" USING gin ("user_id","search_vector");
