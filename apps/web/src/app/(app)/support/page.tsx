import type { Metadata } from "next";
import { SupportView } from "~/components/support/support-view";
import { getServerQueryClient, HydrateClient, serverTrpc } from "~/trpc/server";

export const metadata: Metadata = { title: "Support" };

export default async function SupportPage() {
  const queryClient = getServerQueryClient();
  // The plan decides what the page is (the form or the upsell): it comes with the page, so the first paint is the
  // final one instead of a skeleton the browser replaces after asking.
  const entitlements = await queryClient.fetchQuery(serverTrpc.subscription.entitlements.queryOptions()).catch(() => null);
  if (entitlements?.email_support) await queryClient.prefetchQuery(serverTrpc.support.requests.queryOptions());
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Support</h1>
        <p className="text-muted-foreground text-sm">Questions, problems or ideas: our team reads every message.</p>
      </div>
      <HydrateClient>
        <SupportView />
      </HydrateClient>
    </div>
  );
}
