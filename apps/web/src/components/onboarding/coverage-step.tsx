"use client";

import { useId, useState } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { announcementText } from "@understudy/services/constants";
import { Button } from "@understudy/ui/button";
import { toast } from "@understudy/ui/toaster";
import { COVER_RULE_OPTIONS, type CoverRule } from "~/components/settings/meeting-bot-options";
import { serverDetail } from "~/components/settings/server-detail";
import { useTRPC } from "~/trpc/react";
import { ChoiceList } from "./choice-list";

/** Step 2: which meetings the stand-in covers, and the words it says when it covers one. */
export function CoverageStep({ ownerName, onSaved }: { ownerName: string; onSaved: () => void }) {
  const trpc = useTRPC();
  const id = useId();
  const preferences = useQuery(trpc.bots.preferences.get.queryOptions());
  const [rule, setRule] = useState<CoverRule | null>(null);
  const save = useMutation(
    trpc.bots.preferences.update.mutationOptions({
      onSuccess: onSaved,
      onError: (error) => toast.error("Failed to save meeting bot settings", { description: serverDetail(error) }),
    }),
  );
  const value = rule ?? preferences.data?.cover_rule ?? "all_with_link";
  const name = ownerName || "you";
  return (
    <div className="grid gap-4">
      <p className="text-muted-foreground text-sm">
        When you are late or cannot come, a stand-in bot joins the call for you. It waits 5 minutes; if you arrive it hands over, otherwise it announces itself and captures attendance and the transcript.
      </p>
      <ChoiceList id={id} legend="Which meetings the stand-in covers" options={COVER_RULE_OPTIONS} value={value} onChange={setRule} />
      <figure className="bg-muted/50 grid gap-1 rounded-md border p-3">
        <figcaption className="text-xs font-medium">What it says in the meeting&apos;s chat (and aloud) when you have not come</figcaption>
        <blockquote className="text-muted-foreground text-sm">“{announcementText({ botName: `${name} (via Understudy)`, ownerName: name })}”</blockquote>
      </figure>
      <div>
        <Button onClick={() => save.mutate({ cover_rule: value })} disabled={save.isPending}>
          Save and continue
        </Button>
      </div>
    </div>
  );
}
