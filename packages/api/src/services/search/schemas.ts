import { z } from "zod";
import { MEETING_PLATFORMS } from "@understudy/db/schema";
import { hasNoNul, NO_NUL } from "../../lib/text";

/** Longer queries are refused with a clear message; nobody types 500 characters into a search box. */
export const MAX_QUERY_LENGTH = 500;
export const MAX_SEARCH_RESULTS = 50;

const Day = z.iso.date({ error: "must be a date, YYYY-MM-DD" });

export const SearchInput = z
  .strictObject({
    q: z.string().max(MAX_QUERY_LENGTH, `must be at most ${MAX_QUERY_LENGTH} characters`).refine(hasNoNul, NO_NUL),
    /** Inclusive, by the meeting's scheduled day (UTC). */
    from: Day.optional(),
    to: Day.optional(),
    platform: z.enum(MEETING_PLATFORMS).optional(),
    limit: z.number().int().min(1).max(MAX_SEARCH_RESULTS).default(20),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { error: "from must not be after to", path: ["from"] });
export type SearchInput = z.infer<typeof SearchInput>;

/** Highlighted text as parts, so the client renders marks without ever rendering HTML from the database. */
export const TextPart = z.object({ text: z.string(), highlight: z.boolean() });
export type TextPart = z.infer<typeof TextPart>;

export const SearchMatch = z.object({
  segment_id: z.string(),
  speaker: z.string(),
  start_seconds: z.number(),
  snippet: z.array(TextPart),
});

export const SearchResult = z
  .object({
    meeting_id: z.string(),
    title: z.array(TextPart),
    description: z.array(TextPart).nullable(),
    scheduled_at: z.string(),
    platform: z.enum(MEETING_PLATFORMS),
    score: z.number(),
    match_count: z.number().int(),
    matches: z.array(SearchMatch),
  })
  .meta({ id: "SearchResult" });
export type SearchResult = z.infer<typeof SearchResult>;

export const SearchResponse = z.object({ query: z.string(), results: z.array(SearchResult) }).meta({ id: "SearchResponse" });
export type SearchResponse = z.infer<typeof SearchResponse>;
