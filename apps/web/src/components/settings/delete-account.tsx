"use client";

import { useId, useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { DELETE_ACCOUNT_CONFIRMATION } from "@understudy/services/constants";
import { Button } from "@understudy/ui/button";
import { Input } from "@understudy/ui/input";
import { Label } from "@understudy/ui/label";
import { toast } from "@understudy/ui/toaster";
import { useTRPC } from "~/trpc/react";
import { serverDetail } from "./server-detail";

/** Delete my account: typed confirmation, then everything goes and the browser returns to the start page. */
export function DeleteAccount() {
  const trpc = useTRPC();
  const router = useRouter();
  const [typed, setTyped] = useState("");
  const id = useId();
  const remove = useMutation(
    trpc.account.delete.mutationOptions({
      onSuccess: () => {
        toast.success("Your account has been deleted");
        router.replace("/");
        router.refresh();
      },
      onError: (error) => toast.error("Your account was not deleted", { description: serverDetail(error) }),
    }),
  );
  const confirmed = typed.trim().toLowerCase() === DELETE_ACCOUNT_CONFIRMATION;
  return (
    <section aria-labelledby={`${id}-title`} className="border-destructive/40 grid gap-3 rounded-md border p-4">
      <h3 id={`${id}-title`} className="text-sm font-medium">
        Delete my account
      </h3>
      <p className="text-muted-foreground text-xs" id={`${id}-hint`}>
        Cancels your subscription at the end of the paid period, deletes bot recordings at the provider, revokes Google access, then deletes your meetings,
        transcripts, summaries and tokens, and signs you out everywhere. Invoices are kept, without your profile, as the law requires. This cannot be undone.
      </p>
      <form
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          if (confirmed) remove.mutate({ confirm: typed });
        }}
      >
        <div className="grid flex-1 gap-1">
          <Label htmlFor={`${id}-confirm`}>Type “{DELETE_ACCOUNT_CONFIRMATION}” to confirm</Label>
          <Input id={`${id}-confirm`} value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" aria-describedby={`${id}-hint`} />
        </div>
        <Button type="submit" variant="destructive" disabled={!confirmed || remove.isPending}>
          {remove.isPending ? "Deleting…" : "Delete my account"}
        </Button>
      </form>
    </section>
  );
}
