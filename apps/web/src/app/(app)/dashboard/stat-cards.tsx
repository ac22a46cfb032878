import type { RouterOutputs } from "@understudy/api";
import { Card, CardContent, CardHeader, CardTitle } from "@understudy/ui/card";
import { Skeleton } from "@understudy/ui/skeleton";
import { BotIcon, CalendarIcon, type LucideIcon, SparklesIcon, UserCheckIcon } from "lucide-react";
import { formatPercent } from "~/lib/format";

type Overview = RouterOutputs["analytics"]["overview"];

interface Stat {
  title: string;
  icon: LucideIcon;
  value: (o: Overview) => string;
  hint: (o: Overview) => string;
}

const STATS: Stat[] = [
  {
    title: "Total Meetings",
    icon: CalendarIcon,
    value: (o) => String(o.total_meetings),
    hint: (o) => `${o.this_week_meetings} this week`,
  },
  {
    title: "Attendance Rate",
    icon: UserCheckIcon,
    value: (o) => formatPercent(o.attendance_rate),
    hint: (o) => `${o.completed_meetings} completed`,
  },
  {
    title: "Bot Attended",
    icon: BotIcon,
    value: (o) => String(o.bot_attended_meetings),
    hint: () => "Meetings your bot joined",
  },
  {
    title: "Summaries Generated",
    icon: SparklesIcon,
    value: (o) => String(o.summarized_meetings),
    hint: () => "AI summaries ready to read",
  },
];

/**
 * Each card spans three rows of the section's grid (title, value, hint) and lays its parts on them (subgrid), so the
 * values of a row of cards share a line whichever title or hint wraps ("Summaries Generated" and its hint do on a
 * phone's two columns).
 */
export function StatCards({ overview, isError }: { overview: Overview | undefined; isError: boolean }) {
  return (
    <section aria-label="Meeting statistics" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      {STATS.map(({ title, icon: Icon, value, hint }) => (
        <Card key={title} className="row-span-3 grid grid-rows-subgrid gap-2 py-4 sm:py-5">
          <CardHeader className="flex flex-row items-start justify-between gap-2 px-4 sm:px-5">
            <CardTitle asChild className="text-muted-foreground text-sm leading-snug font-medium">
              <h2>{title}</h2>
            </CardTitle>
            <Icon className="text-muted-foreground size-4 shrink-0" aria-hidden />
          </CardHeader>
          <CardContent className="row-span-2 grid grid-rows-subgrid gap-0 px-4 sm:px-5">
            {overview ? (
              <>
                <p className="text-2xl leading-8 font-semibold tabular-nums">{value(overview)}</p>
                <p className="text-muted-foreground text-xs leading-4">{hint(overview)}</p>
              </>
            ) : isError ? (
              <>
                <p className="text-muted-foreground text-2xl leading-8 font-semibold">—</p>
                <p className="text-muted-foreground text-xs leading-4">Unavailable</p>
              </>
            ) : (
              <>
                <Skeleton className="my-1 h-6 w-14" />
                <Skeleton className="my-0.5 h-3 w-24" />
              </>
            )}
          </CardContent>
        </Card>
      ))}
    </section>
  );
}
