import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@understudy/api";

/** A page of sessions as `bots.sessions` returns it. */
export type BotSessionsPage = inferRouterOutputs<AppRouter>["bots"]["sessions"];

/** A bot session as `bots.sessions` returns it (snake_case, ISO strings). */
export type BotSession = BotSessionsPage["sessions"][number];

/** One session with its stand-in milestones, attendance and transcript, as `bots.details` returns it. */
export type BotSessionDetails = inferRouterOutputs<AppRouter>["bots"]["details"];
