import Link from "next/link";
import { MessageCircleQuestionIcon, SparklesIcon } from "lucide-react";
import type { RouterOutputs } from "@understudy/api";
import { Button } from "@understudy/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@understudy/ui/card";
import { Skeleton } from "@understudy/ui/skeleton";
import { Spinner } from "@understudy/ui/spinner";
import { DateText } from "~/components/time/time-zone-provider";
import { formatOffset } from "../meetings/transcript-format";

export type AskAnswer = RouterOutputs["search"]["ask"];
type Citation = AskAnswer["citations"][number];

/** One source: a chip that opens the transcript at the cited second, and the words said there. */
function Source({ citation, n }: { citation: Citation; n: number }) {
  return (
    <li className="grid gap-1.5">
      <Link
        href={citation.link}
        className="inline-flex w-fit max-w-full items-center gap-1.5 rounded-full border bg-muted/50 px-2.5 py-1 text-xs font-medium transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <span className="sr-only">Source {n}:</span>
        <span aria-hidden className="grid size-4 shrink-0 place-items-center rounded-full bg-primary text-[10px] text-primary-foreground tabular-nums">
          {n}
        </span>
        <span className="truncate">{citation.meeting_title}</span>
        <span className="shrink-0 text-muted-foreground">· <DateText value={citation.scheduled_at} /> ·</span>
        <span className="shrink-0 font-mono text-muted-foreground tabular-nums">{formatOffset(citation.start_seconds)}</span>
      </Link>
      <blockquote className="border-l-2 pl-3 text-sm break-words text-muted-foreground">
        <span className="font-medium text-foreground">{citation.speaker}:</span> “{citation.quote}”
      </blockquote>
    </li>
  );
}

export function AskAnswerCard({ answer, onSearchInstead }: { answer: AskAnswer; onSearchInstead: () => void }) {
  if (!answer.answered) {
    return (
      <div role="status" className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-6 py-12 text-center">
        <MessageCircleQuestionIcon className="size-8 text-muted-foreground" aria-hidden />
        <p className="font-medium">{answer.answer}</p>
        <p className="max-w-md text-sm text-muted-foreground">Try other words, widen the dates, or search for a phrase instead.</p>
        <Button variant="outline" size="sm" className="mt-1" onClick={onSearchInstead}>
          Search for “{answer.question.length > 40 ? `${answer.question.slice(0, 40)}…` : answer.question}”
        </Button>
      </div>
    );
  }
  return (
    <Card className="gap-4 py-5">
      <CardHeader className="px-4 sm:px-6">
        <CardTitle asChild className="flex items-center gap-2 text-base">
          <h2>
            <SparklesIcon className="size-4 text-primary" aria-hidden />
            Answer
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5 px-4 sm:px-6">
        <p className="leading-relaxed break-words">{answer.answer}</p>
        <section className="grid gap-3" aria-label="Sources">
          <h3 className="text-sm font-semibold">
            {answer.citations.length} {answer.citations.length === 1 ? "source" : "sources"}
          </h3>
          <ol className="grid gap-3">
            {answer.citations.map((c, i) => (
              <Source key={c.segment_id} citation={c} n={i + 1} />
            ))}
          </ol>
        </section>
      </CardContent>
    </Card>
  );
}

export function AskAnswerSkeleton() {
  return (
    <div className="grid gap-4 rounded-xl border px-4 py-5 sm:px-6">
      <Spinner label="Reading your meetings…" showLabel />
      <div className="grid gap-2" aria-hidden>
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-11/12" />
        <Skeleton className="h-4 w-3/5" />
      </div>
      <div className="flex gap-2" aria-hidden>
        <Skeleton className="h-6 w-40 rounded-full" />
        <Skeleton className="h-6 w-32 rounded-full" />
      </div>
    </div>
  );
}
