import { ScrollTextIcon } from "lucide-react";
import { DetailSection, SectionEmpty } from "./detail-section";
import { formatOffset } from "./transcript-format";

export interface TranscriptSegment {
  speaker: string;
  /** Seconds from the start of the meeting. */
  offset_seconds: number;
  text: string;
}

/** Speaker + timestamp rows; empty until the bot records the meeting (later issues fill this in). */
export function TranscriptSection({ segments }: { segments: readonly TranscriptSegment[] }) {
  return (
    <DetailSection title="Transcript" icon={ScrollTextIcon}>
      {segments.length === 0 ? (
        <SectionEmpty title="No transcript yet">
          The transcript appears here, with speakers and timestamps, when the Understudy bot records this meeting.
        </SectionEmpty>
      ) : (
        <ol className="grid gap-3">
          {segments.map((segment, i) => (
            <li key={i} className="grid grid-cols-[3.5rem_1fr] gap-3 text-sm">
              <span className="pt-0.5 font-mono text-xs text-muted-foreground tabular-nums">{formatOffset(segment.offset_seconds)}</span>
              <div className="min-w-0">
                <p className="font-medium">{segment.speaker}</p>
                <p className="break-words text-muted-foreground">{segment.text}</p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </DetailSection>
  );
}
