"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { AlertTriangleIcon, CheckSquareIcon, GavelIcon, ListIcon, RefreshCwIcon, SparklesIcon } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "@understudy/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@understudy/ui/card";
import { Skeleton } from "@understudy/ui/skeleton";
import { Spinner } from "@understudy/ui/spinner";
import { toast } from "@understudy/ui/toaster";
import { FollowUpButtons } from "~/components/action-items/follow-up-buttons";
import { summaryView, transcriptHref, type SummaryContent } from "~/lib/summary-view";
import { useTRPC } from "~/trpc/react";
import { SectionEmpty } from "./detail-section";
import { SummarySection } from "./summary-section";
import { formatOffset } from "./transcript-format";

/** A cited second: jumps to that moment of the transcript. */
function At({ meetingId, seconds }: { meetingId: string; seconds: number }) {
  return (
    <a
      href={transcriptHref(meetingId, seconds)}
      className="shrink-0 rounded font-mono text-xs text-muted-foreground tabular-nums underline-offset-4 hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      aria-label={`At ${formatOffset(seconds)} in the transcript`}
    >
      {formatOffset(seconds)}
    </a>
  );
}

function Items({ title, icon: Icon, children, count }: { title: string; icon: typeof ListIcon; children: React.ReactNode; count: number }) {
  return (
    <section className="grid gap-2">
      <h3 className="flex items-center gap-2 text-sm font-semibold">
        <Icon className="size-4 text-muted-foreground" aria-hidden />
        {title}
      </h3>
      {count === 0 ? <p className="text-sm text-muted-foreground">None recorded.</p> : <ul className="grid gap-2.5">{children}</ul>}
    </section>
  );
}

function Row({ meetingId, seconds, children }: { meetingId: string; seconds: number; children: React.ReactNode }) {
  return (
    <li className="grid grid-cols-[3.25rem_1fr] items-baseline gap-2 text-sm">
      <At meetingId={meetingId} seconds={seconds} />
      <div className="min-w-0 break-words">{children}</div>
    </li>
  );
}

/** Case and punctuation aside, as the action item rows are keyed (decisions/070). */
const sameTask = (a: string, b: string) => {
  const norm = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim();
  return norm(a) === norm(b);
};

function Structured({ meetingId, content }: { meetingId: string; content: SummaryContent }) {
  const trpc = useTRPC();
  // The open rows of this meeting's tasks carry the ids the follow-ups act on; an edited row is followed up from My action items.
  const rows = useQuery(trpc.actionItems.list.queryOptions({ meeting_id: meetingId, status: "open", limit: 200 }, { enabled: content.action_items.length > 0 }));
  const rowFor = (task: string) => rows.data?.items.find((r) => r.source === "summary" && sameTask(r.text, task));
  return (
    <div className="grid gap-5">
      {content.overview && <p className="text-sm leading-relaxed break-words">{content.overview}</p>}
      <Items title="Key points" icon={ListIcon} count={content.key_points.length}>
        {content.key_points.map((k, i) => (
          <Row key={i} meetingId={meetingId} seconds={k.timestamp}>
            {k.point}
          </Row>
        ))}
      </Items>
      <Items title="Action items" icon={CheckSquareIcon} count={content.action_items.length}>
        {content.action_items.map((a, i) => (
          <Row key={i} meetingId={meetingId} seconds={a.timestamp}>
            <p>{a.task}</p>
            {(a.owner || a.due) && (
              <p className="mt-0.5 text-xs text-muted-foreground">
                {a.owner && <span>Owner: {a.owner}</span>}
                {a.owner && a.due && <span aria-hidden> · </span>}
                {a.due && <span>Due: {a.due}</span>}
              </p>
            )}
            {(() => {
              const row = rowFor(a.task);
              return row ? <FollowUpButtons itemId={row.id} label={a.task} /> : null;
            })()}
          </Row>
        ))}
      </Items>
      <Items title="Decisions" icon={GavelIcon} count={content.decisions.length}>
        {content.decisions.map((d, i) => (
          <Row key={i} meetingId={meetingId} seconds={d.timestamp}>
            <p>{d.decision}</p>
            {d.context && <p className="mt-0.5 text-xs text-muted-foreground">{d.context}</p>}
          </Row>
        ))}
      </Items>
    </div>
  );
}

function SummarySkeleton({ label }: { label: string }) {
  return (
    <div className="grid gap-4">
      <Spinner label={label} showLabel />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-11/12" />
      <Skeleton className="h-4 w-2/3" />
      <div className="grid gap-2 pt-2">
        <Skeleton className="h-4 w-28" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
      </div>
    </div>
  );
}

/**
 * The meeting's AI summary. With a transcript: the structured summary (key points, action items, decisions,
 * each citing the second it came from) and a Regenerate action. Without one: the meeting's plain-text summary.
 */
export function MeetingSummarySection({ meetingId, legacySummary }: { meetingId: string; legacySummary: string | null }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const state = useQuery(
    trpc.summaries.get.queryOptions(
      { meeting_id: meetingId },
      // Poll only while a version is being written.
      { refetchInterval: (query) => (query.state.data?.latest?.status === "pending" ? 2000 : false) },
    ),
  );
  const regenerate = useMutation(
    trpc.summaries.regenerate.mutationOptions({
      onSuccess: (data) => queryClient.setQueryData(trpc.summaries.get.queryKey({ meeting_id: meetingId }), data),
      onError: (error) => toast.error(error.message || "Could not start the summary"),
    }),
  );

  const view = state.data ? summaryView(state.data) : null;
  // A transcript that was never summarised gets its (idempotent) first summary requested once.
  const requested = useRef(false);
  useEffect(() => {
    if (view?.kind === "request" && !requested.current) {
      requested.current = true;
      regenerate.mutate({ meeting_id: meetingId, force: false });
    }
  }, [view?.kind, meetingId, regenerate]);

  if (view?.kind === "legacy") return <SummarySection summary={legacySummary} />;

  const busy = regenerate.isPending || view?.kind === "pending" || (view?.kind === "structured" && view.notice === "pending");
  const canRegenerate = (state.data?.transcript_segments ?? 0) > 0;

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2 text-base">
            <SparklesIcon className="size-4 text-muted-foreground" aria-hidden />
            Summary
          </h2>
        </CardTitle>
        {view?.kind === "structured" && view.content.gist && <CardDescription>{view.content.gist}</CardDescription>}
        {canRegenerate && (
          <CardAction>
            <Button variant="outline" size="sm" disabled={busy} onClick={() => regenerate.mutate({ meeting_id: meetingId, force: true })}>
              <RefreshCwIcon className={busy ? "animate-spin" : undefined} aria-hidden />
              {busy ? "Regenerating…" : "Regenerate"}
            </Button>
          </CardAction>
        )}
      </CardHeader>
      <CardContent>
        {state.isError ? (
          <div role="alert" className="flex flex-col items-center gap-3 py-6 text-center">
            <p className="text-sm text-muted-foreground">Could not load the summary.</p>
            <Button variant="outline" size="sm" onClick={() => void state.refetch()}>
              Try again
            </Button>
          </div>
        ) : !view || view.kind === "request" || view.kind === "pending" ? (
          <SummarySkeleton label={view ? "Generating summary…" : "Loading summary…"} />
        ) : view.kind === "skipped" ? (
          <SectionEmpty title="Nothing to summarise">No speech was recorded in this meeting, so there is no summary.</SectionEmpty>
        ) : view.kind === "failed" ? (
          <div role="alert" className="flex items-start gap-3 rounded-lg border border-destructive/40 px-4 py-3 text-sm">
            <AlertTriangleIcon className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
            <div className="grid gap-1">
              <p className="font-medium">The summary could not be generated</p>
              <p className="text-muted-foreground">{view.error}</p>
            </div>
          </div>
        ) : (
          <div className="grid gap-4">
            {view.notice === "failed" && (
              <p role="alert" className="flex items-start gap-2 rounded-md bg-destructive/10 px-3 py-2 text-xs">
                <AlertTriangleIcon className="mt-0.5 size-3.5 shrink-0 text-destructive" aria-hidden />
                Regenerating failed: {view.error ?? "unknown error"} Showing the previous summary.
              </p>
            )}
            {view.notice === "pending" && <Spinner label="A new version is being generated…" showLabel className="text-xs" />}
            <Structured meetingId={meetingId} content={view.content} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
