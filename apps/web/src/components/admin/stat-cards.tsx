import { ClockIcon, CrownIcon, TimerOffIcon, UsersIcon } from "lucide-react";
import type { RouterOutputs } from "@understudy/api";
import { MetricCard } from "~/components/analytics/metric-card";

type Stats = RouterOutputs["admin"]["stats"];

/** Total Users, Active Trials, Pro Users, Expired Trials. */
export function AdminStatCards({ stats, loading }: { stats: Stats | undefined; loading: boolean }) {
  const isLoading = loading && !stats;
  return (
    <section aria-label="User statistics" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <MetricCard title="Total Users" icon={UsersIcon} loading={isLoading} value={stats?.total_users ?? "—"} detail="All accounts" />
      <MetricCard title="Active Trials" icon={ClockIcon} loading={isLoading} value={stats?.active_trials ?? "—"} detail="Free trials with days left" />
      <MetricCard title="Pro Users" icon={CrownIcon} loading={isLoading} value={stats?.pro_users ?? "—"} detail="Paying subscribers" />
      <MetricCard title="Expired Trials" icon={TimerOffIcon} loading={isLoading} value={stats?.expired_trials ?? "—"} detail="Free plan, trial over" />
    </section>
  );
}
