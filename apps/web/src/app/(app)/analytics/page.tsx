import type { Metadata } from "next";
import { AnalyticsView } from "~/components/analytics/analytics-view";
import { RECENT_ACTIVITY_LIMIT } from "~/components/analytics/recent-activity-card";
import { getServerQueryClient, HydrateClient, serverTrpc } from "~/trpc/server";

export const metadata: Metadata = { title: "Analytics" };

export default async function AnalyticsPage() {
  const queryClient = getServerQueryClient();
  // The figures come with the page (docs/decisions/016); the Pro-only weekly series only when the overview says it
  // is not locked, as the view itself decides.
  const [overview] = await Promise.all([
    queryClient.fetchQuery(serverTrpc.analytics.overview.queryOptions()).catch(() => null),
    queryClient.prefetchQuery(serverTrpc.meetings.list.queryOptions({ limit: RECENT_ACTIVITY_LIMIT })),
    queryClient.prefetchQuery(serverTrpc.subscription.status.queryOptions()),
  ]);
  if (overview && !overview.locked) await queryClient.prefetchQuery(serverTrpc.analytics.weekly.queryOptions());
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Analytics</h1>
        <p className="text-muted-foreground text-sm">Attendance, time spent and how much Understudy covers for you.</p>
      </div>
      <HydrateClient>
        <AnalyticsView />
      </HydrateClient>
    </div>
  );
}
