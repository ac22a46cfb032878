"use client";

import { useId } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@understudy/api";
import { MailIcon } from "lucide-react";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@understudy/ui/card";
import { Label } from "@understudy/ui/label";
import { RadioGroup, RadioGroupItem } from "@understudy/ui/radio-group";
import { Skeleton } from "@understudy/ui/skeleton";
import { toast } from "@understudy/ui/toaster";
import { useErrorToast } from "~/components/analytics/use-error-toast";
import { useTRPC } from "~/trpc/react";
import { serverDetail } from "./server-detail";

type Settings = inferRouterOutputs<AppRouter>["recaps"]["settings"];
type Mode = Settings["email"];

export const RECAP_EMAIL_OPTIONS: { value: Mode; label: string; hint: string }[] = [
  { value: "covered", label: "Meetings the bot covered for me", hint: "After a meeting your stand-in bot attended for you, its recap arrives in your inbox." },
  { value: "captured", label: "Every captured meeting", hint: "Also the meetings you sent the bot to yourself." },
  { value: "off", label: "Off", hint: "No recap emails. Summaries stay on each meeting's page." },
];

/** Settings → Recap emails: which meetings mail the user their recap (only ever the user; sharing is per meeting). */
export function RecapEmailCard() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const key = trpc.recaps.settings.queryKey();
  const settings = useQuery(trpc.recaps.settings.queryOptions());
  useErrorToast(settings.isError, "Failed to load recap email settings");
  const update = useMutation(
    trpc.recaps.updateSettings.mutationOptions({
      onMutate: async (input) => {
        await queryClient.cancelQueries({ queryKey: key });
        const previous = queryClient.getQueryData<Settings>(key);
        if (previous) queryClient.setQueryData<Settings>(key, { ...previous, ...input });
        return { previous };
      },
      onSuccess: (saved) => {
        queryClient.setQueryData(key, saved);
        toast.success("Recap email settings saved");
      },
      onError: (error, _input, context) => {
        if (context?.previous) queryClient.setQueryData(key, context.previous);
        toast.error("Failed to save recap email settings", { description: serverDetail(error) });
      },
    }),
  );
  const id = useId();
  const data = settings.data;
  return (
    <Card id="recaps">
      <CardHeader>
        <CardTitle asChild>
          <h2>Recap emails</h2>
        </CardTitle>
        <CardDescription>After a meeting, the summary, decisions, action items and who attended, with links to the moments in the transcript. Sent to you only.</CardDescription>
        <CardAction>
          <MailIcon className="text-muted-foreground size-4" aria-hidden />
        </CardAction>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {data ? (
          <fieldset className="grid gap-3">
            <legend id={`${id}-legend`} className="mb-3 text-sm font-medium">
              Email me a recap of
            </legend>
            <RadioGroup aria-labelledby={`${id}-legend`} value={data.email} disabled={update.isPending} onValueChange={(value) => update.mutate({ email: value as Mode })}>
              {RECAP_EMAIL_OPTIONS.map((option) => (
                <div key={option.value} className="flex items-start gap-3">
                  <RadioGroupItem value={option.value} id={`${id}-${option.value}`} aria-describedby={`${id}-${option.value}-hint`} className="mt-0.5" />
                  <div className="grid gap-1">
                    <Label htmlFor={`${id}-${option.value}`}>{option.label}</Label>
                    <p id={`${id}-${option.value}-hint`} className="text-muted-foreground text-xs">
                      {option.hint}
                    </p>
                  </div>
                </div>
              ))}
            </RadioGroup>
            {data.email === "off" && data.unsubscribed_at ? (
              <p role="status" className="text-muted-foreground text-xs">
                Turned off from a recap email&apos;s unsubscribe link on {new Date(data.unsubscribed_at).toLocaleDateString()}.
              </p>
            ) : null}
            <p className="text-muted-foreground text-xs">To send a recap to people who were in a meeting, use &ldquo;Share recap&rdquo; on the meeting&apos;s page.</p>
          </fieldset>
        ) : settings.isError ? (
          <p className="text-muted-foreground text-sm">Your recap email settings could not be loaded.</p>
        ) : (
          <div className="grid gap-3" aria-hidden>
            <Skeleton className="h-5 w-48" />
            <Skeleton className="h-5 w-64" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
