import type { Metadata } from "next";
import { LiveRoom } from "~/components/live/live-room";
import { MeetingNotFound } from "~/components/meetings/meeting-not-found";

export const metadata: Metadata = { title: "Live room" };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /meetings/[id]/live — watch and steer the stand-in while the meeting happens (docs/product.md#the-live-room). */
export default async function LiveRoomPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!UUID.test(id)) return <MeetingNotFound />;
  return <LiveRoom id={id} />;
}
