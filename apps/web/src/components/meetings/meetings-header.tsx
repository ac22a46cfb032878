import { NewMeetingButton } from "./new-meeting-button";

/**
 * /meetings' title row, a server component: painted with the first HTML, before any script runs (it is the
 * page's largest paint). Only the button hydrates.
 */
export function MeetingsHeader() {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Meetings</h1>
        <p className="text-sm text-muted-foreground">Manage your meetings, bot attendance and AI summaries.</p>
      </div>
      <NewMeetingButton />
    </div>
  );
}
