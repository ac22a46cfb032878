import { CalendarDaysIcon, CheckCircle2Icon, MailIcon, ShieldCheckIcon, TriangleAlertIcon } from "lucide-react";
import { Card, CardContent } from "@understudy/ui/card";
import { MeetingTimeText } from "~/components/time/time-zone-provider";
import type { GoogleStatus } from "./types";

/** The connection prompt before Google is connected, the reconnect notice after a revoked grant, or who is connected. */
export function ConnectionCard({ status }: { status: GoogleStatus }) {
  if (status.status === "reconnect_needed") {
    return (
      <div role="alert" className="flex gap-3 rounded-xl border border-warning/40 bg-warning/10 p-4 text-sm">
        <TriangleAlertIcon className="mt-0.5 size-5 shrink-0 text-warning" aria-hidden />
        <div className="grid gap-1">
          <p className="font-medium">Reconnect your Google account</p>
          <p className="text-muted-foreground">
            Google access for {status.google_email ?? "your account"} was revoked or has expired, so syncing has stopped. Your meetings are kept; reconnect to
            keep them up to date.
          </p>
        </div>
      </div>
    );
  }
  if (!status.connected) {
    return (
      <Card className="py-5">
        <CardContent className="grid gap-4 px-4 sm:grid-cols-[auto_1fr] sm:px-6">
          <div className="flex size-12 items-center justify-center rounded-full bg-primary/10">
            <CalendarDaysIcon className="size-6 text-primary" aria-hidden />
          </div>
          <div className="grid gap-2">
            <h2 className="text-base font-semibold">Connect your Google account</h2>
            <p className="text-sm text-muted-foreground">
              Understudy reads your Google Calendar and recent Gmail to find meetings and invites, so its bot can stand in when you are late or away.
            </p>
            <ul className="grid gap-1.5 text-sm text-muted-foreground">
              <li className="flex items-center gap-2">
                <CalendarDaysIcon className="size-4 shrink-0" aria-hidden />
                Upcoming events become meetings, kept in sync every 10 minutes
              </li>
              <li className="flex items-center gap-2">
                <MailIcon className="size-4 shrink-0" aria-hidden />
                Zoom, Google Meet and Teams invites are picked out of your inbox
              </li>
              <li className="flex items-center gap-2">
                <ShieldCheckIcon className="size-4 shrink-0" aria-hidden />
                Read-only access; tokens are stored encrypted and you can disconnect any time
              </li>
            </ul>
          </div>
        </CardContent>
      </Card>
    );
  }
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
      <CheckCircle2Icon className="size-4 shrink-0 text-success" aria-hidden />
      <span>
        Connected as <span className="font-medium text-foreground">{status.google_email ?? "your Google account"}</span>
      </span>
      <span aria-hidden>·</span>
      <span>
        {status.last_synced_at ? (
          <>
            Last synced <MeetingTimeText value={status.last_synced_at} />
          </>
        ) : (
          "Not synced yet"
        )}
      </span>
      {status.last_sync_error && (
        <>
          <span aria-hidden>·</span>
          <span className="text-warning">{status.last_sync_error}</span>
        </>
      )}
    </p>
  );
}
