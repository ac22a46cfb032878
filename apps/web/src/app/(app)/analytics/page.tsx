import type { Metadata } from "next";
import { AnalyticsView } from "~/components/analytics/analytics-view";

export const metadata: Metadata = { title: "Analytics" };

export default function AnalyticsPage() {
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Analytics</h1>
        <p className="text-muted-foreground text-sm">Attendance, time spent and how much Understudy covers for you.</p>
      </div>
      <AnalyticsView />
    </div>
  );
}
