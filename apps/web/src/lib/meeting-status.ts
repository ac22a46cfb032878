/**
 * docs/product.md#meeting-status: the status a meeting *shows* is derived. Completed and cancelled display as stored;
 * anything else shows Scheduled while its time is in the future and In Progress once it has passed.
 */
export type StoredMeetingStatus = "scheduled" | "in_progress" | "completed" | "cancelled";
export type DisplayMeetingStatus = StoredMeetingStatus;
export type MeetingStatusBadgeVariant = "default" | "secondary" | "destructive" | "outline" | "success" | "warning";

export interface MeetingStatusInput {
  status: StoredMeetingStatus;
  scheduled_at: string | Date;
}

export const MEETING_STATUS_LABELS: Record<DisplayMeetingStatus, string> = {
  scheduled: "Scheduled",
  in_progress: "In Progress",
  completed: "Completed",
  cancelled: "Cancelled",
};

export const MEETING_STATUS_BADGE_VARIANTS: Record<DisplayMeetingStatus, MeetingStatusBadgeVariant> = {
  scheduled: "default",
  in_progress: "warning",
  completed: "success",
  cancelled: "destructive",
};

export function deriveMeetingStatus(meeting: MeetingStatusInput, now: Date = new Date()): DisplayMeetingStatus {
  if (meeting.status === "completed" || meeting.status === "cancelled") return meeting.status;
  const at = new Date(meeting.scheduled_at).getTime();
  return at > now.getTime() ? "scheduled" : "in_progress";
}

export interface MeetingStatusDisplay {
  status: DisplayMeetingStatus;
  label: string;
  variant: MeetingStatusBadgeVariant;
}

/** The derived status with its label and badge variant, ready for a `<Badge variant={…}>{label}</Badge>`. */
export function meetingStatusDisplay(meeting: MeetingStatusInput, now: Date = new Date()): MeetingStatusDisplay {
  const status = deriveMeetingStatus(meeting, now);
  return { status, label: MEETING_STATUS_LABELS[status], variant: MEETING_STATUS_BADGE_VARIANTS[status] };
}
