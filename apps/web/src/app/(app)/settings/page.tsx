import type { Metadata } from "next";
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

export const metadata: Metadata = { title: "Settings" };

export default function SettingsPage() {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Settings</h1>
        <p className="text-muted-foreground text-sm">Your plan, your meeting bot and its AI Avatar, recaps by email and in Slack, access to the Understudy API, AI assistants and your privacy.</p>
      </div>
      <AccountPlanCard />
      <MeetingBotCard />
      <RecapEmailCard />
      <AvatarCard />
      <SlackCard />
      <PushCard />
      <ApiTokensCard />
      <ConnectAssistantCard />
      <ConnectedAppsCard />
      <PrivacyCard />
    </div>
  );
}
