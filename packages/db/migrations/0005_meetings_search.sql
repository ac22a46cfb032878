-- Full-text document of a meeting (title A, description B), stored and GIN-indexed for search.
-- Kept out of meetings.ts on purpose (see packages/db/src/schema/search.ts); drizzle-kit does not diff it.
ALTER TABLE "meetings" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("title", '')), 'A') || setweight(to_tsvector('english', coalesce("description", '')), 'B')) STORED;--> statement-breakpoint
CREATE INDEX "meetings_search_idx" ON "meetings" USING gin ("search_vector");
