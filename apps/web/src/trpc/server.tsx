import "server-only";
import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { createTRPCOptionsProxy } from "@trpc/tanstack-react-query";
import { cache } from "react";
import { appRouter, type AppRouter } from "@understudy/api";
import { serverContext } from "~/server/caller";
import { createQueryClient } from "./query-client";

/** One query client per request, filled by Server Components' prefetches and handed to the browser. */
export const getServerQueryClient = cache(createQueryClient);

/**
 * tRPC's query options on the server: `await getServerQueryClient().prefetchQuery(serverTrpc.x.queryOptions(input))`
 * runs the procedure in-process (no HTTP), as the signed-in user, under the same key the client's `useQuery` uses.
 */
export const serverTrpc = createTRPCOptionsProxy<AppRouter>({
  router: appRouter,
  ctx: serverContext,
  queryClient: getServerQueryClient,
});

/**
 * Sends what the page prefetched to the client components below it: their first render (on the server too) has
 * the data, and nothing is fetched again after hydration. A failed prefetch is simply not sent; the client then
 * asks itself and shows its own error state.
 */
export function HydrateClient({ children }: { children: React.ReactNode }) {
  return <HydrationBoundary state={dehydrate(getServerQueryClient())}>{children}</HydrationBoundary>;
}
