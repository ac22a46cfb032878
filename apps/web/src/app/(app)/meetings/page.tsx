import type { Metadata } from "next";
import { Suspense } from "react";
import { MeetingsHeader } from "~/components/meetings/meetings-header";
import { MeetingsView } from "~/components/meetings/meetings-view";
import { paramsOf, readMeetingsState } from "~/lib/meetings-params";
import { getServerQueryClient, HydrateClient, serverTrpc } from "~/trpc/server";
import { firstPages } from "./first-pages";
import { prefetchCardPreflights } from "./first-preflights";

export const metadata: Metadata = { title: "Meetings" };

export default async function MeetingsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  // The cards' shared bot coverage and their pre-flight badges come with the page: fetched after hydration, they
  // re-rendered the cards and moved their bot lines into place (layout shift) while the user could already click.
  const [seed] = await Promise.all([
    firstPages(readMeetingsState(paramsOf(params))).then(async (pages) => {
      await prefetchCardPreflights(pages);
      return pages;
    }),
    getServerQueryClient().prefetchQuery(serverTrpc.bots.coverage.queryOptions()),
  ]);
  return (
    <HydrateClient>
      <div className="mx-auto grid w-full max-w-5xl gap-6">
        {/* Outside the view's boundary: the page's largest paint comes with the first HTML, not after the scripts. */}
        <MeetingsHeader />
        {/* Its own hydration unit, after the shell and in short slices; a click or key in the search box hydrates it
            at once without the cards, which are boundaries of their own (MeetingCardIsland). */}
        <Suspense>
          <MeetingsView openCreate={params.new === "1"} seed={seed} />
        </Suspense>
      </div>
    </HydrateClient>
  );
}
