import { z } from "zod";
import { MEETING_PLATFORMS } from "@understudy/db/schema";
import { DayInput } from "../lib/fields";
import { hasNoNul, NO_NUL } from "../lib/text";

/** Longer queries are refused with a clear message; nobody types 500 characters into a search box. */
export const MAX_QUERY_LENGTH = 500;
export const MAX_SEARCH_RESULTS = 50;
export const MAX_PARTICIPANT_LENGTH = 200;

export const SearchInput = z
  .strictObject({
    q: z
      .string()
      .max(MAX_QUERY_LENGTH, `must be at most ${MAX_QUERY_LENGTH} characters`)
      .refine(hasNoNul, NO_NUL)
      .meta({ description: `Words, "a phrase", -excluded, or: web-search syntax; at most ${MAX_QUERY_LENGTH} characters` }),
    /** Inclusive, by the meeting's scheduled day (UTC). */
    from: DayInput.optional().meta({ description: "First day, YYYY-MM-DD (UTC)" }),
    to: DayInput.optional().meta({ description: "Last day, YYYY-MM-DD (UTC)" }),
    platform: z.enum(MEETING_PLATFORMS).optional(),
    /** Part of a name or email: someone who spoke in the meeting, was invited to it or organised it. */
    participant: z
      .string()
      .max(MAX_PARTICIPANT_LENGTH, `must be at most ${MAX_PARTICIPANT_LENGTH} characters`)
      .refine(hasNoNul, NO_NUL)
      .optional()
      .meta({ description: "Part of a speaker's or attendee's name or email" }),
    /** Only this meeting (the meeting page's "Search this meeting"): its passages, best first. */
    meeting_id: z.string().max(100, "must be a meeting id").optional().meta({ description: "Only this meeting: its best passages" }),
    limit: z.number().int().min(1).max(MAX_SEARCH_RESULTS).default(20).meta({ description: `Meetings, 1–${MAX_SEARCH_RESULTS} (default 20)` }),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { error: "from must not be after to", path: ["from"] });
export type SearchInput = z.infer<typeof SearchInput>;

/** Highlighted text as parts, so the client renders marks without ever rendering HTML from the database. */
export const TextPart = z.object({ text: z.string(), highlight: z.boolean() });
export type TextPart = z.infer<typeof TextPart>;

/** Where a match was found: a transcript turn (at its second) or an item of the meeting's latest summary. */
export const MatchSource = z.enum(["transcript", "summary"]);

export const SearchMatch = z.object({
  source: MatchSource,
  /** The transcript turn (transcript matches). */
  segment_id: z.string().nullable(),
  /** Who said it (transcript matches). */
  speaker: z.string().nullable(),
  /** The summary section: Overview, Key point, Decision or Action item (summary matches). */
  label: z.string().nullable(),
  /** The second of the transcript it points at; null for the summary's overview. */
  start_seconds: z.number().nullable(),
  snippet: z.array(TextPart),
  /** Where to read it: `/meetings/{id}#t=<floor seconds>`, or the meeting page. */
  href: z.string(),
  /** A transcript passage's turns, by position in the transcript (inclusive); null for summary items. */
  first_seq: z.number().int().nullable().optional(),
  last_seq: z.number().int().nullable().optional(),
});
export type SearchMatch = z.infer<typeof SearchMatch>;

/** Which rankings found a result: full text (titles, descriptions, transcripts, summaries) and embeddings. */
export const MatchedBy = z.enum(["text", "semantic"]);

export const SearchResult = z
  .object({
    meeting_id: z.string(),
    title: z.array(TextPart),
    description: z.array(TextPart).nullable(),
    scheduled_at: z.string(),
    platform: z.enum(MEETING_PLATFORMS),
    /** Higher is better; comparable only within one response. */
    score: z.number(),
    /** Transcript turns containing the words. */
    match_count: z.number().int(),
    matched_by: z.array(MatchedBy),
    matches: z.array(SearchMatch),
  })
  .meta({ id: "SearchResult" });
export type SearchResult = z.infer<typeof SearchResult>;

/** `hybrid`: full text and embeddings fused (pgvector and an embedding model are available); `text`: full text alone. */
export const SearchMode = z.enum(["hybrid", "text"]);

export const SearchResponse = z.object({ query: z.string(), mode: SearchMode, results: z.array(SearchResult) }).meta({ id: "SearchResponse" });
export type SearchResponse = z.infer<typeof SearchResponse>;
