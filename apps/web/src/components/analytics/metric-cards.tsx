import { BotIcon, CalendarIcon, CheckCircle2Icon, MinusIcon, SparklesIcon, TrendingDownIcon, TrendingUpIcon } from "lucide-react";
import type { RouterOutputs } from "@understudy/api";
import { cn } from "@understudy/ui/lib/utils";
import { trendDescription, type WeekTrend } from "~/lib/analytics";
import { formatPercent } from "~/lib/format";
import { MetricCard } from "./metric-card";

type Overview = RouterOutputs["analytics"]["overview"];

const TREND_ICON = { up: TrendingUpIcon, down: TrendingDownIcon, flat: MinusIcon } as const;
const TREND_CLASS = { up: "text-success", down: "text-destructive", flat: "text-muted-foreground" } as const;

function TrendArrow({ trend, previousWeek }: { trend: WeekTrend; previousWeek: number }) {
  const Icon = TREND_ICON[trend];
  const label = trendDescription(trend, previousWeek);
  return <Icon role="img" aria-label={label} className={cn("size-3.5", TREND_CLASS[trend])} data-trend={trend} />;
}

/** Total Meetings (this week + trend), Attendance Rate (completed), Bot Attended, AI Summaries. */
export function MetricCards({ overview, loading }: { overview: Overview | undefined; loading: boolean }) {
  const o = overview;
  const isLoading = loading && !o;
  return (
    <section aria-label="Key metrics" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <MetricCard
        title="Total Meetings"
        icon={CalendarIcon}
        loading={isLoading}
        value={o?.total_meetings ?? "—"}
        detail={
          o ? (
            <>
              <TrendArrow trend={o.week_trend} previousWeek={o.previous_week_meetings} />
              <span>{o.this_week_meetings} this week</span>
            </>
          ) : null
        }
      />
      <MetricCard
        title="Attendance Rate"
        icon={CheckCircle2Icon}
        loading={isLoading}
        value={o ? formatPercent(o.attendance_rate) : "—"}
        detail={o ? `${o.completed_meetings} completed` : null}
      />
      <MetricCard
        title="Bot Attended"
        icon={BotIcon}
        loading={isLoading}
        value={o?.bot_attended_meetings ?? "—"}
        detail="Meetings the AI bot joined"
      />
      <MetricCard
        title="AI Summaries"
        icon={SparklesIcon}
        loading={isLoading}
        value={o?.summarized_meetings ?? "—"}
        detail="Meetings with a summary"
      />
    </section>
  );
}
