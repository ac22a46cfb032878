"use client";

import { useId } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { DownloadIcon, Loader2Icon } from "lucide-react";
import { EXPORT_TTL_HOURS } from "@understudy/services/constants";
import { Button } from "@understudy/ui/button";
import { toast } from "@understudy/ui/toaster";
import { useTRPC } from "~/trpc/react";
import { exportDownloadHref, exportStatusText, formatBytes, isBuilding } from "./export-status";
import { serverDetail } from "./server-detail";

/** Export my data: starts an archive of everything, shows its progress, and links to it for 24 hours. */
export function ExportData() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const id = useId();
  const latest = useQuery({
    ...trpc.account.export.latest.queryOptions(),
    // Poll while the archive is being built; a notification also tells the user when it is ready.
    refetchInterval: (query) => (isBuilding(query.state.data?.export) ? 3000 : false),
  });
  const start = useMutation(
    trpc.account.export.create.mutationOptions({
      onSuccess: (started) => {
        queryClient.setQueryData(trpc.account.export.latest.queryKey(), { export: started });
        toast.success("Export started", { description: "You will get a notification when your archive is ready." });
      },
      onError: (error) => toast.error("The export could not be started", { description: serverDetail(error) }),
    }),
  );
  const current = latest.data?.export ?? null;
  const building = isBuilding(current);
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3 rounded-md border p-4">
      <h3 id={`${id}-title`} className="text-sm font-medium">
        Export my data
      </h3>
      <p className="text-muted-foreground text-xs">
        One archive (zip) with everything Understudy holds about you: profile, meetings, transcripts, summaries, attendance, bot sessions and their consent
        record, notifications, calendar and Gmail-derived invites, payments and API token names, as JSON with its schema, plus a readable Markdown transcript
        of each meeting. No passwords or tokens. Available on every plan; the link works for {EXPORT_TTL_HOURS} hours, for you only.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <Button type="button" variant="outline" onClick={() => start.mutate()} disabled={building || start.isPending} aria-busy={building} className="self-start">
          {building || start.isPending ? <Loader2Icon className="animate-spin" aria-hidden /> : null}
          {building ? "Preparing your archive…" : "Export my data"}
        </Button>
        {current?.status === "ready" && (
          <a href={exportDownloadHref(current.id)} download className="text-primary inline-flex items-center gap-1 text-sm font-medium underline-offset-4 hover:underline">
            <DownloadIcon className="size-4" aria-hidden />
            Download archive ({formatBytes(current.size_bytes)})
          </a>
        )}
      </div>
      {current && (
        <p className="text-muted-foreground text-xs" aria-live="polite">
          {exportStatusText(current)}
        </p>
      )}
    </section>
  );
}
