import { sql } from "drizzle-orm";
import type { UserContext } from "../context";
import { transcriptHref } from "../search";
import { shortenQuote, type ResolvedCitation } from "./citations";
import type { AskCitation } from "./schemas";

interface TurnRow extends Record<string, unknown> {
  id: string;
  speaker: string;
  start_seconds: number;
  content: string;
}

/**
 * A passage can span several turns; a verified quote is pinned to the turn that holds it (in that meeting of
 * the actor's, nearest the passage's own second), so the speaker, the second and the link are the quote's.
 * A citation whose quote the model made up keeps the passage's turn and shows that turn's own words.
 */
export async function pinpointCitations(ctx: UserContext, citations: readonly ResolvedCitation[]): Promise<AskCitation[]> {
  return Promise.all(
    citations.map(async ({ verified, ...citation }) => {
      const needle = citation.quote.replace(/…$/, "").trim().toLowerCase();
      if (!verified || !needle) {
        const [own] = await ctx.db.execute<TurnRow>(sql`
          select s.id, s.speaker, s.start_seconds, s.content from transcript_segments s
          where s.user_id = ${ctx.actor.userId} and s.id = ${citation.segment_id}::uuid
        `);
        return own ? { ...citation, speaker: own.speaker, quote: shortenQuote(own.content) } : citation;
      }
      const [turn] = await ctx.db.execute<TurnRow>(sql`
        select s.id, s.speaker, s.start_seconds, s.content
        from transcript_segments s
        where s.user_id = ${ctx.actor.userId} and s.meeting_id = ${citation.meeting_id}::uuid
          and strpos(lower(s.content), ${needle}) > 0
        order by abs(s.start_seconds - ${citation.start_seconds}::float8), s.seq
        limit 1
      `);
      if (!turn) return citation;
      const start = Number(turn.start_seconds);
      return { ...citation, segment_id: turn.id, speaker: turn.speaker, start_seconds: start, link: transcriptHref(citation.meeting_id, start) };
    }),
  );
}
