import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@understudy/api";

export type LiveSnapshot = inferRouterOutputs<AppRouter>["live"]["snapshot"];
export type LiveState = Omit<LiveSnapshot, "transcript">;
export type LiveLine = LiveSnapshot["transcript"][number];
