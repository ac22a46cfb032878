import Link from "next/link";
import { CalendarIcon, VideoIcon } from "lucide-react";
import type { RouterOutputs } from "@understudy/api";
import { Card, CardContent } from "@understudy/ui/card";
import { Skeleton } from "@understudy/ui/skeleton";
import { formatDate, platformLabel } from "~/lib/format";
import { transcriptHref } from "~/lib/summary-view";
import { formatOffset } from "../meetings/transcript-format";
import { Highlighted } from "./highlighted";

type Result = RouterOutputs["search"]["query"]["results"][number];

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
              <time dateTime={result.scheduled_at}>{formatDate(result.scheduled_at)}</time>
            </span>
            <span className="flex items-center gap-1.5">
              <VideoIcon className="size-3.5" aria-hidden />
              {platformLabel(result.platform)}
            </span>
          </p>
          {result.description && (
            <p className="text-sm text-muted-foreground break-words">
              <Highlighted parts={result.description} />
            </p>
          )}
        </div>
        {result.matches.length > 0 && (
          <ul className="grid gap-2 border-l-2 pl-3">
            {result.matches.map((m) => (
              <li key={m.segment_id} className="text-sm">
                <Link
                  href={transcriptHref(result.meeting_id, m.start_seconds)}
                  className="group grid gap-0.5 rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  <span className="text-xs text-muted-foreground">
                    <span className="font-medium text-foreground">{m.speaker}</span> · <span className="font-mono tabular-nums">{formatOffset(m.start_seconds)}</span>
                  </span>
                  <span className="break-words group-hover:underline">
                    <Highlighted parts={m.snippet} />
                  </span>
                </Link>
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
