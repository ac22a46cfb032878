import type { Metadata } from "next";
import Link from "next/link";
import { buttonVariants } from "@understudy/ui/button";
import { PlusIcon } from "lucide-react";
import { firstName } from "~/lib/format";
import { greeting } from "~/lib/greeting";
import { auth } from "~/server/auth";
import { serverMe } from "~/server/caller";
import { getServerQueryClient, HydrateClient, serverTrpc } from "~/trpc/server";
import { DashboardContent } from "./dashboard-content";
import { ACTION_ITEMS_CARD_INPUT } from "~/components/action-items/queries";
import { RECENT_INPUT, UPCOMING_INPUT } from "./dashboard-queries";

export const metadata: Metadata = { title: "Dashboard" };

export default async function DashboardPage() {
  const queryClient = getServerQueryClient();
  // The cards' data is read here, with the page, not by the browser after hydration.
  const [session, me] = await Promise.all([
    auth(),
    serverMe(),
    queryClient.prefetchQuery(serverTrpc.analytics.overview.queryOptions()),
    queryClient.prefetchQuery(serverTrpc.meetings.list.queryOptions(UPCOMING_INPUT)),
    queryClient.prefetchQuery(serverTrpc.meetings.list.queryOptions(RECENT_INPUT)),
    queryClient.prefetchQuery(serverTrpc.actionItems.list.queryOptions(ACTION_ITEMS_CARD_INPUT)),
    // The first-run guide arrives with the page rather than pushing the cards down after hydration.
    queryClient.prefetchQuery(serverTrpc.onboarding.get.queryOptions()),
  ]);
  const name = firstName(session?.user.name ?? me?.name);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{greeting(me?.created_at)}, {name}!</h1>
          <p className="text-muted-foreground mt-1">Here&apos;s what&apos;s happening with your meetings.</p>
        </div>
        <Link href="/meetings?new=1" className={buttonVariants()}>
          <PlusIcon aria-hidden />
          New Meeting
        </Link>
      </div>
      <HydrateClient>
        <DashboardContent initialMe={me} />
      </HydrateClient>
    </div>
  );
}
