import type { Metadata } from "next";
import { SupportView } from "~/components/support/support-view";

export const metadata: Metadata = { title: "Support" };

export default function SupportPage() {
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Support</h1>
        <p className="text-muted-foreground text-sm">Questions, problems or ideas: our team reads every message.</p>
      </div>
      <SupportView />
    </div>
  );
}
