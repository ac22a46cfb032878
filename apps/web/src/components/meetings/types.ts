import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@understudy/api";

/** A meeting as `meetings.list` / `meetings.byId` return it (snake_case, ISO strings). */
export type Meeting = inferRouterOutputs<AppRouter>["meetings"]["byId"];
export type MeetingPlatform = Meeting["platform"];
