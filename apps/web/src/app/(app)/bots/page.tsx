import type { Metadata } from "next";
import { BotsView } from "~/components/bots/bots-view";

export const metadata: Metadata = { title: "Meeting Bots" };

export default function BotsPage() {
  return <BotsView />;
}
