import Link from "next/link";
import { CalendarIcon, SparklesIcon, VideoIcon } from "lucide-react";
import type { RouterOutputs } from "@understudy/api";
import { Badge } from "@understudy/ui/badge";
import { Card, CardContent } from "@understudy/ui/card";
import { Skeleton } from "@understudy/ui/skeleton";
import { platformLabel } from "~/lib/format";
import { DateText } from "~/components/time/time-zone-provider";
import { formatOffset } from "../meetings/transcript-format";
import { Highlighted } from "./highlighted";

type Result = RouterOutputs["search"]["query"]["results"][number];

type Match = Result["matches"][number];

/** A transcript turn (speaker · time) or a summary item (section · time) that jumps to that second of the transcript. */
function MatchLink({ match }: { match: Match }) {
  return (
    <Link href={match.href} className="group grid gap-0.5 rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
      <span className="flex flex-wrap items-center gap-x-1 text-xs text-muted-foreground">
        {match.source === "summary" ? (
          <span className="flex items-center gap-1 font-medium text-foreground">
            <SparklesIcon className="size-3" aria-hidden />
            Summary · {match.label}
          </span>
        ) : (
          <span className="font-medium text-foreground">{match.speaker}</span>
        )}
        {match.start_seconds !== null && (
          <>
            <span aria-hidden>·</span>
            <span className="font-mono tabular-nums">{formatOffset(match.start_seconds)}</span>
          </>
        )}
      </span>
      <span className="break-words group-hover:underline">
        <Highlighted parts={match.snippet} />
      </span>
    </Link>
  );
}

function ResultCard({ result }: { result: Result }) {
  const more = result.match_count - result.matches.length;
  return (
    <Card className="py-4">
      <CardContent className="grid gap-3 px-4 sm:px-6">
        <div className="grid gap-1">
          <h2 className="text-base font-semibold break-words">
            <Link href={`/meetings/${result.meeting_id}`} className="rounded-sm hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
              <Highlighted parts={result.title} />
            </Link>
          </h2>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
            <span className="flex items-center gap-1.5">
              <CalendarIcon className="size-3.5" aria-hidden />
              <time dateTime={result.scheduled_at}><DateText value={result.scheduled_at} /></time>
            </span>
            <span className="flex items-center gap-1.5">
              <VideoIcon className="size-3.5" aria-hidden />
              {platformLabel(result.platform)}
            </span>
            {!result.matched_by.includes("text") && (
              <Badge variant="outline" title="No exact words matched; the transcript is close in meaning">
                Similar in meaning
              </Badge>
            )}
          </p>
          {result.description && (
            <p className="text-sm text-muted-foreground break-words">
              <Highlighted parts={result.description} />
            </p>
          )}
        </div>
        {result.matches.length > 0 && (
          <ul className="grid gap-2 border-l-2 pl-3">
            {result.matches.map((m, i) => (
              <li key={m.segment_id ?? `${m.source}-${i}`} className="text-sm">
                <MatchLink match={m} />
              </li>
            ))}
            {more > 0 && <li className="text-xs text-muted-foreground">and {more} more {more === 1 ? "match" : "matches"} in this meeting</li>}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

export function SearchResults({ results }: { results: readonly Result[] }) {
  return (
    <ol className="grid gap-3" aria-label="Search results">
      {results.map((r) => (
        <li key={r.meeting_id}>
          <ResultCard result={r} />
        </li>
      ))}
    </ol>
  );
}

export function SearchResultsSkeleton() {
  return (
    <div className="grid gap-3" aria-hidden>
      {[0, 1, 2].map((i) => (
        <div key={i} className="grid gap-3 rounded-xl border px-4 py-4 sm:px-6">
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-3 w-40" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-4/5" />
        </div>
      ))}
    </div>
  );
}
