import type { Metadata } from "next";
import { MeetingsView } from "~/components/meetings/meetings-view";

export const metadata: Metadata = { title: "Meetings" };

export default async function MeetingsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  return <MeetingsView openCreate={params.new === "1"} />;
}
