"use client";

import { useId } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ShieldCheckIcon } from "lucide-react";
import { DEFAULT_RETENTION_DAYS, RETENTION_CHOICES, RETENTION_CHOICES_DISPLAY, retentionMeaning, retentionName, type RetentionDays } from "@understudy/services/constants";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@understudy/ui/card";
import { Label } from "@understudy/ui/label";
import { RadioGroup, RadioGroupItem } from "@understudy/ui/radio-group";
import { Skeleton } from "@understudy/ui/skeleton";
import { toast } from "@understudy/ui/toaster";
import { useErrorToast } from "~/components/analytics/use-error-toast";
import { useTRPC } from "~/trpc/react";
import { DeleteAccount } from "./delete-account";
import { ExportData } from "./export-data";
import { serverDetail } from "./server-detail";

export function retentionLabel(days: RetentionDays): string {
  const base = retentionName(days);
  return days === DEFAULT_RETENTION_DAYS ? `${base} (default)` : base;
}

// Radio values are strings; "forever" stands for null.
const toValue = (days: RetentionDays) => (days === null ? "forever" : String(days));
const fromValue = (value: string): RetentionDays => RETENTION_CHOICES.find((d) => toValue(d) === value) ?? DEFAULT_RETENTION_DAYS;

/** Settings → Privacy: how long captured content is kept, exporting everything, and deleting the account. */
export function PrivacyCard() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const settings = useQuery(trpc.account.privacy.get.queryOptions());
  useErrorToast(settings.isError, "Failed to load privacy settings");
  const update = useMutation(
    trpc.account.privacy.update.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.account.privacy.get.queryKey(), saved);
        toast.success("Retention saved", { description: saved.retention_days === null ? "Captured content is kept until you delete it." : `Older captured content stops showing now and is deleted within a day.` });
      },
      onError: (error) => toast.error("Failed to save retention", { description: serverDetail(error) }),
    }),
  );
  const id = useId();
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Privacy</h2>
        </CardTitle>
        <CardDescription>
          How long Understudy keeps what its bot captured: transcripts, attendance and summaries. Nothing is deleted unless you pick a period here; then older content is deleted here and at the meeting-bot provider, and the meeting and its title stay.
        </CardDescription>
        <CardAction>
          <ShieldCheckIcon className="text-muted-foreground size-4" aria-hidden />
        </CardAction>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {settings.data ? (
          <fieldset className="grid gap-3">
            <legend id={`${id}-legend`} className="mb-3 text-sm font-medium">
              Keep captured content for
            </legend>
            <RadioGroup
              aria-labelledby={`${id}-legend`}
              value={toValue(settings.data.retention_days)}
              disabled={update.isPending}
              onValueChange={(value) => update.mutate({ retention_days: fromValue(value) })}
              className="gap-3"
            >
              {RETENTION_CHOICES_DISPLAY.map((days) => (
                <div key={toValue(days)} className="flex items-start gap-2">
                  <RadioGroupItem value={toValue(days)} id={`${id}-${toValue(days)}`} aria-describedby={`${id}-${toValue(days)}-meaning`} className="mt-0.5" />
                  <div className="grid gap-1">
                    <Label htmlFor={`${id}-${toValue(days)}`}>{retentionLabel(days)}</Label>
                    <p id={`${id}-${toValue(days)}-meaning`} className="text-muted-foreground text-sm">
                      {retentionMeaning(days)}
                    </p>
                  </div>
                </div>
              ))}
            </RadioGroup>
          </fieldset>
        ) : settings.isError ? (
          <p className="text-muted-foreground text-sm">Your privacy settings could not be loaded.</p>
        ) : (
          <div className="grid gap-3" aria-hidden>
            <Skeleton className="h-5 w-48" />
            <Skeleton className="h-5 w-64" />
          </div>
        )}
        <ExportData />
        <DeleteAccount />
      </CardContent>
    </Card>
  );
}
