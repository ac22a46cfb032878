import type { Metadata } from "next";
import { MeetingDetail } from "~/components/meetings/meeting-detail";
import { MeetingNotFound } from "~/components/meetings/meeting-not-found";
import { isCoverable, showsPreflightPanel } from "~/components/meetings/bot-windows";
import { getServerQueryClient, HydrateClient, serverTrpc } from "~/trpc/server";

export const metadata: Metadata = { title: "Meeting" };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export default async function MeetingPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  // A malformed id cannot be a meeting: answer at once instead of asking the API.
  if (!UUID.test(id)) return <MeetingNotFound />;
  const queryClient = getServerQueryClient();
  // The page's sections arrive filled, in their final places (docs/decisions/016): without this each section
  // loaded on its own after hydration and pushed the ones below it down (Lighthouse measured a layout shift of 0.57).
  // Someone else's id fails every prefetch, which is then not sent: the browser asks and shows "not found" as before.
  const [meeting, eligibility] = await Promise.all([
    queryClient.fetchQuery(serverTrpc.meetings.byId.queryOptions({ id })).catch(() => null),
    queryClient.fetchQuery(serverTrpc.avatar.eligibility.queryOptions()).catch(() => null),
    queryClient.prefetchQuery(serverTrpc.summaries.get.queryOptions({ meeting_id: id })),
    queryClient.prefetchQuery(serverTrpc.recaps.shares.queryOptions({ meeting_id: id })),
    queryClient.prefetchQuery(serverTrpc.bots.meetingCapture.queryOptions({ meeting_id: id })),
    queryClient.prefetchQuery(serverTrpc.actionItems.list.queryOptions({ meeting_id: id, status: "open", limit: 200 })),
    queryClient.prefetchQuery(serverTrpc.subscription.entitlements.queryOptions()),
  ]);
  // What only some meetings show, asked only when the page will show it (as its components decide).
  const now = new Date();
  await Promise.all([
    meeting && isCoverable(meeting, now) ? queryClient.prefetchQuery(serverTrpc.bots.coverage.queryOptions()) : null,
    meeting && showsPreflightPanel(meeting, now) ? queryClient.prefetchQuery(serverTrpc.bots.meetingPreflight.queryOptions({ id })) : null,
    meeting && eligibility?.eligible ? queryClient.prefetchQuery(serverTrpc.avatar.meeting.queryOptions({ id })) : null,
    meeting && eligibility?.eligible ? queryClient.prefetchQuery(serverTrpc.avatar.log.queryOptions({ id })) : null,
  ]);
  return (
    <HydrateClient>
      <MeetingDetail id={id} />
    </HydrateClient>
  );
}
