"use client";

import Link from "next/link";
import { useId } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@understudy/api";
import { BotIcon } from "lucide-react";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@understudy/ui/card";
import { Label } from "@understudy/ui/label";
import { RadioGroup, RadioGroupItem } from "@understudy/ui/radio-group";
import { Skeleton } from "@understudy/ui/skeleton";
import { toast } from "@understudy/ui/toaster";
import { useErrorToast } from "~/components/analytics/use-error-toast";
import { useTRPC } from "~/trpc/react";
import { serverDetail } from "./server-detail";

type Preferences = inferRouterOutputs<AppRouter>["bots"]["preferences"]["get"];
type CoverRule = Preferences["cover_rule"];
type OwnerJoin = Preferences["on_owner_join"];

export const COVER_RULE_OPTIONS: { value: CoverRule; label: string; hint: string }[] = [
  { value: "all_with_link", label: "All meetings with a link", hint: "Every Zoom, Google Meet or Microsoft Teams meeting in your calendar." },
  { value: "organised_by_me", label: "Only meetings I organise", hint: "Meetings you created or that name you as the organiser." },
  { value: "external_only", label: "Only external meetings", hint: "Someone from outside your organisation (another email domain) is invited." },
  { value: "none", label: "None", hint: "No automatic bots. You can still turn the bot on for one meeting, or send one from the Bots page." },
];

export const OWNER_JOIN_OPTIONS: { value: OwnerJoin; label: string; hint: string }[] = [
  { value: "leave", label: "Hand over and leave", hint: "When you arrive within the 5 minutes, the bot leaves the meeting to you." },
  { value: "stay_silent", label: "Keep recording silently", hint: "The bot stays without announcing itself and captures the whole meeting." },
];

/** Settings → Meeting bot: which meetings get a stand-in bot, and what it does when the user arrives. */
export function MeetingBotCard() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const key = trpc.bots.preferences.get.queryKey();
  const preferences = useQuery(trpc.bots.preferences.get.queryOptions());
  const coverage = useQuery(trpc.bots.coverage.queryOptions());
  useErrorToast(preferences.isError, "Failed to load meeting bot settings");

  const update = useMutation(
    trpc.bots.preferences.update.mutationOptions({
      // The choice shows at once; a failure puts the saved one back.
      onMutate: async (input) => {
        await queryClient.cancelQueries({ queryKey: key });
        const previous = queryClient.getQueryData<Preferences>(key);
        if (previous) queryClient.setQueryData<Preferences>(key, { ...previous, ...input });
        return { previous };
      },
      onSuccess: (saved) => {
        queryClient.setQueryData(key, saved);
        toast.success("Meeting bot settings saved");
      },
      onError: (error, _input, context) => {
        if (context?.previous) queryClient.setQueryData(key, context.previous);
        toast.error("Failed to save meeting bot settings", { description: serverDetail(error) });
      },
      onSettled: () => queryClient.invalidateQueries({ queryKey: trpc.bots.coverage.queryKey() }),
    }),
  );

  const ruleId = useId();
  const joinId = useId();
  const data = preferences.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Meeting bot</h2>
        </CardTitle>
        <CardDescription>Understudy sends a stand-in bot to the meetings you choose. It waits 5 minutes for you, then announces itself and captures attendance and the transcript.</CardDescription>
        <CardAction>
          <BotIcon className="text-muted-foreground size-4" aria-hidden />
        </CardAction>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {data ? (
          <>
            <fieldset className="grid gap-3">
              <legend id={`${ruleId}-legend`} className="mb-3 text-sm font-medium">
                Which meetings get a bot
              </legend>
              <RadioGroup
                aria-labelledby={`${ruleId}-legend`}
                value={data.cover_rule}
                disabled={update.isPending}
                onValueChange={(value) => update.mutate({ cover_rule: value as CoverRule })}
              >
                {COVER_RULE_OPTIONS.map((option) => (
                  <Choice key={option.value} id={`${ruleId}-${option.value}`} {...option} />
                ))}
              </RadioGroup>
              <p className="text-muted-foreground text-xs">You can turn the bot on or off for a single meeting on its card.</p>
            </fieldset>
            <fieldset className="grid gap-3">
              <legend id={`${joinId}-legend`} className="mb-3 text-sm font-medium">
                When you join in time
              </legend>
              <RadioGroup
                aria-labelledby={`${joinId}-legend`}
                value={data.on_owner_join}
                disabled={update.isPending}
                onValueChange={(value) => update.mutate({ on_owner_join: value as OwnerJoin })}
              >
                {OWNER_JOIN_OPTIONS.map((option) => (
                  <Choice key={option.value} id={`${joinId}-${option.value}`} {...option} />
                ))}
              </RadioGroup>
            </fieldset>
            {coverage.data ? <BookingNote canDeploy={coverage.data.can_deploy_bots} minutes={coverage.data.booking_minutes_ahead} /> : null}
          </>
        ) : preferences.isError ? (
          <p className="text-muted-foreground text-sm">Your meeting bot settings could not be loaded.</p>
        ) : (
          <div className="grid gap-3" aria-hidden>
            <Skeleton className="h-5 w-48" />
            <Skeleton className="h-5 w-64" />
            <Skeleton className="h-5 w-56" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function Choice({ id, value, label, hint }: { id: string; value: string; label: string; hint: string }) {
  return (
    <div className="flex items-start gap-3">
      <RadioGroupItem value={value} id={id} aria-describedby={`${id}-hint`} className="mt-0.5" />
      <div className="grid gap-1">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {hint}
        </p>
      </div>
    </div>
  );
}

function BookingNote({ canDeploy, minutes }: { canDeploy: boolean; minutes: number }) {
  if (!canDeploy) {
    return (
      <p role="status" className="rounded-md border border-amber-500/40 bg-amber-500/10 px-3 py-2 text-sm">
        Your trial has ended, so no new bots are booked.{" "}
        <Link href="/subscription" className="font-medium underline underline-offset-4">
          Upgrade to Pro
        </Link>{" "}
        to have your meetings covered again.
      </p>
    );
  }
  return (
    <p className="text-muted-foreground text-xs">
      {minutes >= 60
        ? `Pro: bots are booked ${minutes} minutes before each meeting and first in the queue (priority deployment).`
        : `Bots are booked ${minutes} minutes before each meeting. Pro books an hour ahead and first in the queue.`}
    </p>
  );
}
