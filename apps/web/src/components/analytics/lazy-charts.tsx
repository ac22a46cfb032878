"use client";

import dynamic from "next/dynamic";
import { Skeleton } from "@understudy/ui/skeleton";

/** recharts is loaded on demand, in the browser only, so it weighs on no other route. */
export const LazyWeeklyChart = dynamic(() => import("./weekly-chart").then((m) => m.WeeklyChart), {
  ssr: false,
  loading: () => <Skeleton className="h-56 w-full" />,
});

export const LazyPlatformChart = dynamic(() => import("./platform-chart").then((m) => m.PlatformChart), {
  ssr: false,
  loading: () => <Skeleton className="mx-auto size-40 rounded-full" />,
});
