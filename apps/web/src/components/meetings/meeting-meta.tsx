import { CalendarIcon, ClockIcon, VideoIcon } from "lucide-react";
import { platformLabel } from "~/lib/format";
import { MeetingTimeText } from "~/components/time/time-zone-provider";
import type { Meeting } from "./types";

/** Date/time, duration and platform of a meeting, as one wrapping row of icon + text items. */
export function MeetingMeta({ meeting }: { meeting: Pick<Meeting, "scheduled_at" | "duration_minutes" | "platform"> }) {
  return (
    <dl className="flex flex-wrap items-center gap-x-4 gap-y-1.5 text-sm text-muted-foreground">
      <div>
        <dt className="sr-only">Date and time</dt>
        <dd className="flex items-center gap-1.5">
          <CalendarIcon className="size-4 shrink-0" aria-hidden />
          <time dateTime={meeting.scheduled_at}><MeetingTimeText value={meeting.scheduled_at} /></time>
        </dd>
      </div>
      <div>
        <dt className="sr-only">Duration</dt>
        <dd className="flex items-center gap-1.5">
          <ClockIcon className="size-4 shrink-0" aria-hidden />
          {meeting.duration_minutes} min
        </dd>
      </div>
      <div>
        <dt className="sr-only">Platform</dt>
        <dd className="flex items-center gap-1.5">
          <VideoIcon className="size-4 shrink-0" aria-hidden />
          {platformLabel(meeting.platform)}
        </dd>
      </div>
    </dl>
  );
}
