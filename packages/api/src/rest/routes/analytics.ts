import { AnalyticsOverviewResponse, AnalyticsWeeklyResponse } from "@understudy/services/analytics";
import { route, type RestRoute } from "../define";

/** Attendance and coverage counts. */
export const analyticsRoutes: RestRoute[] = [
  route("GET", "/analytics/overview", {
    tag: "analytics",
    auth: "user",
    summary: "Attendance, coverage and platform counts",
    response: AnalyticsOverviewResponse,
    procedure: (c) => c.analytics.overview,
  }),
  route("GET", "/analytics/weekly", {
    tag: "analytics",
    auth: "user",
    summary: "Meetings and completed meetings per ISO week, last 8 weeks (advanced analytics: Pro only, others 403)",
    response: AnalyticsWeeklyResponse,
    procedure: (c) => c.analytics.weekly,
  }),
];
