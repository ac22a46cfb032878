import "server-only";
import { TRPCError } from "@trpc/server";
import { headers } from "next/headers";
import { cache } from "react";
import { createCaller, createTRPCContext } from "@understudy/api";
import { appDeps } from "./deps";
import { log } from "./log";

/**
 * A tRPC caller for Server Components, authenticated by the request's session cookie.
 * One per request (React `cache`). Use it to render data on the server, e.g. as a query's `initialData`.
 */
export const serverCaller = cache(async () => createCaller(await serverContext()));

/** The request's tRPC context (session from the cookie), shared by the caller and `~/trpc/server`'s prefetches. */
export const serverContext = cache(async () =>
  createTRPCContext({ headers: await headers(), deps: appDeps(), log, requestId: crypto.randomUUID() }),
);

/** The signed-in user (`auth.me`), or null when there is none or it cannot be read. */
export const serverMe = cache(async () => {
  try {
    return await (await serverCaller()).auth.me();
  } catch (error) {
    // No session is an ordinary answer here (the layout redirects); anything else is worth a line.
    if (!(error instanceof TRPCError && error.code === "UNAUTHORIZED")) log.warn({ err: error }, "auth.me on the server failed");
    return null;
  }
});
