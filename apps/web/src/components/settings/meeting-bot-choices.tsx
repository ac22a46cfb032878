"use client";

import Link from "next/link";
import { useId } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Skeleton } from "@understudy/ui/skeleton";
import { toast } from "@understudy/ui/toaster";
import { useErrorToast } from "~/components/analytics/use-error-toast";
import { ChoiceList } from "~/components/onboarding/choice-list";
import { useTRPC } from "~/trpc/react";
import { COVER_RULE_OPTIONS, OWNER_JOIN_OPTIONS, type Preferences } from "./meeting-bot-options";
import { serverDetail } from "./server-detail";

/** The meeting bot card's choices: which meetings get a bot, and what it does when the user arrives. */
export function MeetingBotChoices() {
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
    <>
      {data ? (
        <>
          <ChoiceList
            id={ruleId}
            legend="Which meetings get a bot"
            options={COVER_RULE_OPTIONS}
            value={data.cover_rule}
            disabled={update.isPending}
            onChange={(value) => update.mutate({ cover_rule: value })}
          >
            <p className="text-muted-foreground text-xs">You can turn the bot on or off for a single meeting on its card.</p>
          </ChoiceList>
          <ChoiceList
            id={joinId}
            legend="When you join in time"
            options={OWNER_JOIN_OPTIONS}
            value={data.on_owner_join}
            disabled={update.isPending}
            onChange={(value) => update.mutate({ on_owner_join: value })}
          />
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
    </>
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
