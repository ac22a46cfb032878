import type { Metadata } from "next";
import { MeetingDetail } from "~/components/meetings/meeting-detail";
import { MeetingNotFound } from "~/components/meetings/meeting-not-found";

export const metadata: Metadata = { title: "Meeting" };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export default async function MeetingPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  // A malformed id cannot be a meeting: answer at once instead of asking the API.
  if (!UUID.test(id)) return <MeetingNotFound />;
  return <MeetingDetail id={id} />;
}
