import type { Metadata } from "next";
import { ActionItemsView } from "~/components/action-items/action-items-view";
import { FIRST_PAGE_INPUT } from "~/components/action-items/queries";
import { getServerQueryClient, HydrateClient, serverTrpc } from "~/trpc/server";

export const metadata: Metadata = { title: "My action items" };

export default async function ActionItemsPage() {
  // The first view (my open items) arrives with the page (docs/decisions/016).
  await getServerQueryClient().prefetchQuery(serverTrpc.actionItems.list.queryOptions(FIRST_PAGE_INPUT));
  return (
    <HydrateClient>
      <ActionItemsView />
    </HydrateClient>
  );
}
