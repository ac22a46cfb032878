import type { Metadata } from "next";
import { CalendarView } from "~/components/calendar/calendar-view";
import { getServerQueryClient, HydrateClient, serverTrpc } from "~/trpc/server";

export const metadata: Metadata = { title: "Calendar" };

export default async function CalendarPage() {
  const queryClient = getServerQueryClient();
  // What decides the page's layout (connected or not, the notifications) comes with it; the lists that ask
  // Google live (events, invites) stay in the browser, behind their skeletons, so Google's latency never holds the page.
  await Promise.all([queryClient.prefetchQuery(serverTrpc.google.status.queryOptions()), queryClient.prefetchQuery(serverTrpc.notifications.list.queryOptions())]);
  return (
    <HydrateClient>
      <CalendarView />
    </HydrateClient>
  );
}
