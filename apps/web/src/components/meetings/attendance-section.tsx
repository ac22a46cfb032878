import { UsersIcon } from "lucide-react";
import { Badge } from "@understudy/ui/badge";
import { formatMeetingTime } from "~/lib/format";
import { DetailSection, SectionEmpty } from "./detail-section";

export interface AttendanceEntry {
  name: string;
  email?: string | null;
  joined_at?: string | null;
  /** "present" when they joined, "absent" when the bot saw them missing. */
  status: "present" | "absent";
}

/** Who attended, as captured by the bot. Empty until the bot attends (later issues fill this in). */
export function AttendanceSection({ entries }: { entries: readonly AttendanceEntry[] }) {
  return (
    <DetailSection title="Attendance" icon={UsersIcon}>
      {entries.length === 0 ? (
        <SectionEmpty title="No attendance captured yet — it appears when the Understudy bot attends this meeting" />
      ) : (
        <ul className="divide-y">
          {entries.map((entry, i) => (
            <li key={`${entry.email ?? entry.name}-${i}`} className="flex items-center justify-between gap-3 py-2.5 first:pt-0 last:pb-0">
              <div className="min-w-0">
                <p className="truncate text-sm font-medium">{entry.name}</p>
                {entry.email && <p className="truncate text-xs text-muted-foreground">{entry.email}</p>}
              </div>
              <div className="flex shrink-0 items-center gap-2 text-xs text-muted-foreground">
                {entry.joined_at && <time dateTime={entry.joined_at}>{formatMeetingTime(entry.joined_at)}</time>}
                <Badge variant={entry.status === "present" ? "success" : "outline"}>
                  {entry.status === "present" ? "Present" : "Absent"}
                </Badge>
              </div>
            </li>
          ))}
        </ul>
      )}
    </DetailSection>
  );
}
