"use client";

import { useMemo } from "react";
import { useQuery } from "@tanstack/react-query";
import { RotateCwIcon } from "lucide-react";
import { Button } from "@understudy/ui/button";
import { platformCounts, usageStats, weeklyRows } from "~/lib/analytics";
import { useTRPC } from "~/trpc/react";
import { AdvancedUpsellCard } from "./advanced-upsell-card";
import { MetricCards } from "./metric-cards";
import { PlatformsCard } from "./platforms-card";
import { RecentActivityCard, RECENT_ACTIVITY_LIMIT } from "./recent-activity-card";
import { SubscriptionStatusCard } from "./subscription-status-card";
import { UsageStatsCard } from "./usage-stats-card";
import { useErrorToast } from "./use-error-toast";
import { WeeklyCard } from "./weekly-card";

export function AnalyticsView() {
  const trpc = useTRPC();
  const overview = useQuery(trpc.analytics.overview.queryOptions());
  // Advanced analytics (Pro): the server says in the overview whether it is locked; only then is the
  // Pro-only weekly endpoint asked, so other plans never see a 403 here.
  const locked = overview.data?.locked ?? false;
  const weekly = useQuery({ ...trpc.analytics.weekly.queryOptions(), enabled: overview.data !== undefined && !locked });
  const recent = useQuery(trpc.meetings.list.queryOptions({ limit: RECENT_ACTIVITY_LIMIT }));
  const subscription = useQuery(trpc.subscription.status.queryOptions());

  const failed = overview.isError || weekly.isError || recent.isError || subscription.isError;
  useErrorToast(failed, "Failed to load analytics data");

  const o = overview.data;
  const derived = useMemo(
    () => (o ? { usage: usageStats(o), platforms: o.platforms ? platformCounts(o.platforms) : undefined } : undefined),
    [o],
  );
  const weeks = useMemo(() => (weekly.data ? weeklyRows(weekly.data.weeks) : undefined), [weekly.data]);
  const now = useMemo(() => new Date(), [recent.dataUpdatedAt]); // eslint-disable-line react-hooks/exhaustive-deps

  const retry = () => {
    for (const q of [overview, weekly, recent, subscription]) if (q.isError) void q.refetch();
  };

  return (
    <div className="flex flex-col gap-6">
      {failed ? (
        <div role="alert" className="border-destructive/40 bg-destructive/10 flex flex-wrap items-center justify-between gap-3 rounded-lg border px-4 py-3 text-sm">
          <span>Some analytics could not be loaded.</span>
          <Button variant="outline" size="sm" onClick={retry}>
            <RotateCwIcon aria-hidden />
            Retry
          </Button>
        </div>
      ) : null}
      <MetricCards overview={o} loading={overview.isPending} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        {locked ? <AdvancedUpsellCard detail={o?.locked_detail ?? null} /> : <WeeklyCard weeks={weeks} error={weekly.isError} />}
        <SubscriptionStatusCard status={subscription.data} error={subscription.isError} />
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <PlatformsCard platforms={derived?.platforms} loading={overview.isPending} locked={locked} />
        <UsageStatsCard stats={derived?.usage} loading={overview.isPending} />
        <RecentActivityCard meetings={recent.data} now={now} error={recent.isError} />
      </div>
    </div>
  );
}
