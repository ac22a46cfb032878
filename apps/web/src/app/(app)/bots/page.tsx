import type { Metadata } from "next";
import { BotsView } from "~/components/bots/bots-view";
import { botsFirstPage } from "./first-page";

export const metadata: Metadata = { title: "Meeting Bots" };

export default async function BotsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <BotsView seed={await botsFirstPage(await searchParams)} />;
}
