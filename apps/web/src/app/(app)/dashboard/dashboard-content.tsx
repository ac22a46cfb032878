"use client";

import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { toast } from "@understudy/ui/toaster";
import { FirstRunGuide } from "~/components/onboarding/first-run-guide";
import { useMe, type Me } from "~/components/shell/use-me";
import { useTRPC } from "~/trpc/react";
import { RECENT_INPUT, UPCOMING_INPUT } from "./dashboard-queries";
import { ActionItemsCard } from "./action-items-card";
import { HappeningNow } from "./happening-now";
import { QuickActions } from "./quick-actions";
import { RecentActivity } from "./recent-activity";
import { StatCards } from "./stat-cards";
import { TrialBanner } from "./trial-banner";
import { UpcomingMeetings } from "./upcoming-meetings";

export function DashboardContent({ initialMe }: { initialMe: Me | null }) {
  const trpc = useTRPC();
  const me = useMe(initialMe);
  const overview = useQuery(trpc.analytics.overview.queryOptions());
  const upcoming = useQuery(trpc.meetings.list.queryOptions(UPCOMING_INPUT));
  const recent = useQuery(trpc.meetings.list.queryOptions(RECENT_INPUT));

  const failed = overview.isError || upcoming.isError || recent.isError;
  useEffect(() => {
    if (failed) toast.error("Failed to load dashboard data", { id: "dashboard-load-failed" });
  }, [failed]);

  return (
    <>
      {me.data ? <TrialBanner me={me.data} /> : null}
      <FirstRunGuide ownerName={me.data?.name ?? ""} />
      <HappeningNow />
      <StatCards overview={overview.data} isError={overview.isError} />
      {/* grid-cols-1 is minmax(0, 1fr): a bare `grid` sizes its one column to the widest unbreakable line (a
          meeting title that only truncates once it has a width), which pushed the page past a 375 px screen. */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <UpcomingMeetings
          // Its own height, not the right column's: a short list or the empty state is not left floating in a tall card.
          className="min-w-0 lg:col-span-2 lg:self-start"
          meetings={upcoming.data}
          isError={upcoming.isError}
          onRetry={() => void upcoming.refetch()}
        />
        <div className="flex min-w-0 flex-col gap-6">
          <ActionItemsCard />
          <RecentActivity meetings={recent.data} isError={recent.isError} onRetry={() => void recent.refetch()} />
          <QuickActions />
        </div>
      </div>
    </>
  );
}
