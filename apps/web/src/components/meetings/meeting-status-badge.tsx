import { Badge } from "@understudy/ui/badge";
import { meetingStatusDisplay, type MeetingStatusInput } from "~/lib/meeting-status";

/** The derived status of docs/product.md#meeting-status (Scheduled, In Progress, Completed, Cancelled). */
export function MeetingStatusBadge({ meeting, now }: { meeting: MeetingStatusInput; now: Date }) {
  const { label, variant } = meetingStatusDisplay(meeting, now);
  return <Badge variant={variant}>{label}</Badge>;
}
