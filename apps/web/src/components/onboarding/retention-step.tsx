"use client";

import { useId, useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { RETENTION_CHOICES_DISPLAY, retentionMeaning, retentionName, type RetentionDays } from "@understudy/services/constants";
import { Button } from "@understudy/ui/button";
import { toast } from "@understudy/ui/toaster";
import { serverDetail } from "~/components/settings/server-detail";
import { useTRPC } from "~/trpc/react";
import { ChoiceList } from "./choice-list";

const toValue = (days: RetentionDays) => (days === null ? "keep" : String(days));
const OPTIONS = RETENTION_CHOICES_DISPLAY.map((days) => ({ value: toValue(days), label: days === null ? `${retentionName(days)} (recommended)` : retentionName(days), hint: retentionMeaning(days) }));

/** Step 3: keep until deleted is preselected (decision 080); a period is only ever the user's own choice. */
export function RetentionStep({ onSaved }: { onSaved: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const id = useId();
  const [value, setValue] = useState("keep");
  const save = useMutation(
    trpc.account.privacy.update.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.account.privacy.get.queryKey(), saved);
        onSaved();
      },
      onError: (error) => toast.error("Failed to save retention", { description: serverDetail(error) }),
    }),
  );
  return (
    <div className="grid gap-4">
      <ChoiceList id={id} legend="Keep what the stand-in captures (transcripts, attendance, summaries)" options={OPTIONS} value={value} onChange={setValue} />
      <p className="text-muted-foreground text-xs">You can change this any time in Settings → Privacy.</p>
      <div>
        <Button onClick={() => save.mutate({ retention_days: RETENTION_CHOICES_DISPLAY.find((d) => toValue(d) === value) ?? null })} disabled={save.isPending}>
          Save and continue
        </Button>
      </div>
    </div>
  );
}
