import type { Metadata } from "next";
import { Suspense } from "react";
import { AccountPlanCard } from "~/components/settings/account-plan-card";
import { ApiTokensCard } from "~/components/settings/api-tokens-card";
import { AvatarCard } from "~/components/settings/avatar-card";
import { ConnectAssistantCard } from "~/components/settings/connect-assistant-card";
import { ConnectedAppsCard } from "~/components/settings/connected-apps-card";
import { MeetingBotCard } from "~/components/settings/meeting-bot-card";
import { PrivacyCard } from "~/components/settings/privacy-card";
import { RecapEmailCard } from "~/components/settings/recap-email-card";
import { SlackCard } from "~/components/settings/slack-card";
import { PushCard } from "~/components/settings/push-card";
import { getServerQueryClient, HydrateClient, serverTrpc } from "~/trpc/server";

export const metadata: Metadata = { title: "Settings" };

export default async function SettingsPage() {
  const queryClient = getServerQueryClient();
  // The cards of the first screen come filled: loading after hydration, each pushed the ones below it down.
  await Promise.all([
    queryClient.prefetchQuery(serverTrpc.bots.preferences.get.queryOptions()),
    queryClient.prefetchQuery(serverTrpc.bots.coverage.queryOptions()),
    queryClient.prefetchQuery(serverTrpc.recaps.settings.queryOptions()),
    queryClient.prefetchQuery(serverTrpc.avatar.eligibility.queryOptions()),
  ]);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Settings</h1>
        <p className="text-muted-foreground text-sm">Your plan, your meeting bot and its AI Avatar, recaps by email and in Slack, access to the Understudy API, AI assistants and your privacy.</p>
      </div>
      {/* Each card below the first screen its own hydration unit: React hydrates them one slice at a time. */}
      <HydrateClient>
        {/* The first screen's cards are in the shell; the ones below are boundaries, which React may send after it
            and reveal 300 ms after the first paint (docs/decisions/016) — harmless out of view. */}
        <AccountPlanCard />
        <MeetingBotCard />
        <Suspense>
          <RecapEmailCard />
        </Suspense>
        <Suspense>
          <AvatarCard />
        </Suspense>
        <Suspense>
          <SlackCard />
        </Suspense>
        <Suspense>
          <PushCard />
        </Suspense>
        <Suspense>
          <ApiTokensCard />
        </Suspense>
        <Suspense>
          <ConnectAssistantCard />
        </Suspense>
        <Suspense>
          <ConnectedAppsCard />
        </Suspense>
        <Suspense>
          <PrivacyCard />
        </Suspense>
      </HydrateClient>
    </div>
  );
}
