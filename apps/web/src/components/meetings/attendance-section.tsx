import { UsersIcon } from "lucide-react";
import { Badge } from "@understudy/ui/badge";
import { useDateFormat } from "~/components/time/time-zone-provider";
import { ownerArrivalLabel, type OwnerArrivalView } from "~/lib/bot-status";
import { DetailSection, SectionEmpty } from "./detail-section";

export interface AttendanceEntry {
  name: string;
  email?: string | null;
  joined_at?: string | null;
  left_at?: string | null;
  /** The signed-in user the bot stood in for. */
  is_owner?: boolean;
  /** "present" when the bot saw them join, "absent" when they were invited and the bot never saw them. */
  status: "present" | "absent";
}

/** Who attended, as the bot saw it, with the user's own arrival on top. */
export function AttendanceSection({ entries, ownerArrival }: { entries: readonly AttendanceEntry[]; ownerArrival?: OwnerArrivalView | null }) {
  const { clock } = useDateFormat();
  const arrival = ownerArrivalLabel(ownerArrival, clock);
  return (
    <DetailSection title="Attendance" icon={UsersIcon}>
      {arrival && (
        <p className="mb-3 text-sm font-medium" data-testid="owner-arrival">
          {arrival}
        </p>
      )}
      {entries.length === 0 ? (
        <SectionEmpty title="No attendance captured yet — it appears when the Understudy bot attends this meeting" />
      ) : (
        <ul className="divide-y">
          {entries.map((entry, i) => (
            <li key={`${entry.email ?? entry.name}-${i}`} className="flex items-start justify-between gap-3 py-2.5 first:pt-0 last:pb-0">
              <div className="min-w-0">
                <p className="truncate text-sm font-medium">
                  {entry.name}
                  {entry.is_owner && <span className="font-normal text-muted-foreground"> (you)</span>}
                </p>
                {entry.email && <p className="truncate text-xs text-muted-foreground">{entry.email}</p>}
                {entry.joined_at && (
                  <p className="text-xs text-muted-foreground tabular-nums">
                    <time dateTime={entry.joined_at}>{clock(entry.joined_at)}</time>
                    {entry.left_at && (
                      <>
                        {" – "}
                        <time dateTime={entry.left_at}>{clock(entry.left_at)}</time>
                      </>
                    )}
                  </p>
                )}
              </div>
              <Badge className="shrink-0" variant={entry.status === "present" ? "success" : "outline"}>
                {entry.status === "present" ? "Present" : "Absent"}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </DetailSection>
  );
}
