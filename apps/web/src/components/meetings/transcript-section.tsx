"use client";

import { ScrollTextIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { cn } from "@understudy/ui/lib/utils";
import { parseTranscriptHash, segmentAt, transcriptAnchorId, transcriptHash } from "~/lib/transcript-anchor";
import { DetailSection, SectionEmpty } from "./detail-section";
import { formatOffset } from "./transcript-format";

export interface TranscriptSegment {
  speaker: string;
  /** Seconds from the start of the recording. */
  start_seconds: number;
  text: string;
}

/**
 * Follows `#t=<seconds>` links (search results, summary citations): the segment spoken at that second is
 * scrolled to and marked, also once a live transcript grows to reach it.
 */
function useLinkedSegment(segments: readonly TranscriptSegment[]): number {
  const [hash, setHash] = useState<string>("");
  useEffect(() => {
    const read = () => setHash(window.location.hash);
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

/** Speaker + timestamp rows, each reachable at `#t=<seconds>`; live while the bot records. */
export function TranscriptSection({ segments, live = false }: { segments: readonly TranscriptSegment[]; live?: boolean }) {
  const linked = useLinkedSegment(segments);
  const seen = new Set<string>();
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
            return (
              <li
                key={`${segment.start_seconds}-${i}`}
                id={id}
                tabIndex={id ? -1 : undefined}
                aria-current={i === linked ? "location" : undefined}
                className={cn("grid scroll-mt-24 grid-cols-[3.5rem_1fr] gap-3 rounded-md px-2 py-1.5 text-sm outline-none", i === linked && "bg-accent ring-1 ring-ring/40")}
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
            );
          })}
        </ol>
      )}
    </DetailSection>
  );
}
