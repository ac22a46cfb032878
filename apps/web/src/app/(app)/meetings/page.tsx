import type { Metadata } from "next";
import { MeetingsView } from "~/components/meetings/meetings-view";
import { paramsOf, readMeetingsState } from "~/lib/meetings-params";
import { firstPages } from "./first-pages";

export const metadata: Metadata = { title: "Meetings" };

export default async function MeetingsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const seed = await firstPages(readMeetingsState(paramsOf(params)));
  return <MeetingsView openCreate={params.new === "1"} seed={seed} />;
}
