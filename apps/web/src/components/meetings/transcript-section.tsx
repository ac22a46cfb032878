"use client";

import { ScrollTextIcon } from "lucide-react";
import { Fragment, useEffect, useState } from "react";
import { cn } from "@understudy/ui/lib/utils";
import { parseTranscriptHash, parseTranscriptQuery, segmentAt, transcriptAnchorId, transcriptHash } from "~/lib/transcript-anchor";
import { DetailSection, SectionEmpty } from "./detail-section";
import { firstAtOrAfter, formatOffset } from "./transcript-format";

export interface TranscriptSegment {
  speaker: string;
  /** Seconds from the start of the recording. */
  start_seconds: number;
  text: string;
}

/**
 * Follows `#t=<seconds>` links (search results, summary citations) and `?t=<seconds>` (recap emails): the segment
 * spoken at that second is scrolled to and marked, also once a live transcript grows to reach it.
 */
function useLinkedSegment(segments: readonly TranscriptSegment[]): number {
  const [hash, setHash] = useState<string>("");
  useEffect(() => {
    const read = () => {
      const fromQuery = parseTranscriptQuery(window.location.search);
      setHash(window.location.hash || (fromQuery === null ? "" : transcriptHash(fromQuery)));
    };
    read();
    window.addEventListener("hashchange", read);
    return () => window.removeEventListener("hashchange", read);
  }, []);
  const seconds = parseTranscriptHash(hash);
  const index = seconds === null ? -1 : Math.max(0, segmentAt(segments, seconds));
  const target = index >= 0 && segments[index] ? transcriptAnchorId(segments[index].start_seconds) : null;
  useEffect(() => {
    if (!target) return;
    const element = document.getElementById(target);
    element?.scrollIntoView({ block: "center" });
    element?.focus({ preventScroll: true });
  }, [target]);
  return segments.length ? index : -1;
}

/**
 * Speaker + timestamp rows, each reachable at `#t=<seconds>`; live while the bot records. `arrivedAtSeconds`:
 * where the user joined, marked on the time line; what comes before it is the part they missed.
 */
export function TranscriptSection({ segments, live = false, arrivedAtSeconds = null }: { segments: readonly TranscriptSegment[]; live?: boolean; arrivedAtSeconds?: number | null }) {
  const linked = useLinkedSegment(segments);
  const seen = new Set<string>();
  const arrivalIndex = arrivedAtSeconds === null ? -1 : firstAtOrAfter(segments, arrivedAtSeconds);
  return (
    <DetailSection title="Transcript" icon={ScrollTextIcon} description={live ? "Live: new lines appear as people speak." : undefined}>
      {segments.length === 0 ? (
        <SectionEmpty title="No transcript yet">
          The transcript appears here, with speakers and timestamps, when the Understudy bot records this meeting.
        </SectionEmpty>
      ) : (
        <ol className="grid gap-1" aria-live={live ? "polite" : undefined}>
          {segments.map((segment, i) => {
            const anchor = transcriptAnchorId(segment.start_seconds);
            // Two turns starting in the same second: the first one carries the anchor.
            const id = seen.has(anchor) ? undefined : anchor;
            seen.add(anchor);
            const missed = arrivalIndex !== -1 && i < arrivalIndex;
            return (
              <Fragment key={`${segment.start_seconds}-${i}`}>
                {i === arrivalIndex && arrivedAtSeconds !== null && <ArrivalMarker seconds={arrivedAtSeconds} />}
                <li
                  id={id}
                  data-missed={missed || undefined}
                  tabIndex={id ? -1 : undefined}
                  aria-current={i === linked ? "location" : undefined}
                  className={cn("grid scroll-mt-24 grid-cols-[3.5rem_1fr] gap-3 rounded-md px-2 py-1.5 text-sm outline-none", missed && "border-l-2 border-muted-foreground/30", i === linked && "bg-accent ring-1 ring-ring/40")}
                >
                  <a
                    href={transcriptHash(segment.start_seconds)}
                    className="pt-0.5 font-mono text-xs text-muted-foreground tabular-nums underline-offset-4 hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                    aria-label={`Link to ${formatOffset(segment.start_seconds)}`}
                  >
                    {formatOffset(segment.start_seconds)}
                  </a>
                  <div className="min-w-0">
                    <p className="font-medium">{segment.speaker}</p>
                    <p className="break-words text-muted-foreground">{segment.text}</p>
                  </div>
                </li>
              </Fragment>
            );
          })}
          {arrivalIndex === segments.length && arrivedAtSeconds !== null && <ArrivalMarker seconds={arrivedAtSeconds} />}
        </ol>
      )}
    </DetailSection>
  );
}

function ArrivalMarker({ seconds }: { seconds: number }) {
  return (
    <li role="separator" aria-label={`You joined at ${formatOffset(seconds)}`} className="my-1 flex items-center gap-2 text-xs font-medium text-primary" data-testid="owner-arrival-marker">
      <span className="h-px flex-1 bg-primary/40" aria-hidden />
      You joined at {formatOffset(seconds)}; everything above is what you missed
      <span className="h-px flex-1 bg-primary/40" aria-hidden />
    </li>
  );
}
