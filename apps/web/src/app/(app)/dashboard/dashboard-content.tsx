"use client";

import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { toast } from "@understudy/ui/toaster";
import { useMe, type Me } from "~/components/shell/use-me";
import { useTRPC } from "~/trpc/react";
import { RECENT_INPUT, UPCOMING_INPUT } from "./dashboard-queries";
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
      <HappeningNow />
      <StatCards overview={overview.data} isError={overview.isError} />
      <div className="grid gap-6 lg:grid-cols-3">
        <UpcomingMeetings
          // Its own height, not the right column's: a short list or the empty state is not left floating in a tall card.
          className="lg:col-span-2 lg:self-start"
          meetings={upcoming.data}
          isError={upcoming.isError}
          onRetry={() => void upcoming.refetch()}
        />
        <div className="flex flex-col gap-6">
          <RecentActivity meetings={recent.data} isError={recent.isError} onRetry={() => void recent.refetch()} />
          <QuickActions />
        </div>
      </div>
    </>
  );
}
