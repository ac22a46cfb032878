import { customType } from "drizzle-orm/pg-core";

/** PostgreSQL's `tsvector`, for stored (generated) full-text documents. */
export const tsvector = customType<{ data: string }>({
  dataType() {
    return "tsvector";
  },
});

/**
 * The meetings table carries a stored `search_vector` (title weighted A, description B) and a GIN index on it,
 * added by the `search` migration rather than in meetings.ts so that the meetings domain stays untouched.
 * Queries reference it through this name.
 */
export const MEETINGS_SEARCH_VECTOR_COLUMN = "search_vector";
