"use client";

import { useId } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { DownloadIcon, Loader2Icon } from "lucide-react";
import { EXPORT_TTL_HOURS } from "@understudy/services/privacy/constants";
import { Button } from "@understudy/ui/button";
import { toast } from "@understudy/ui/toaster";
import { useTRPC } from "~/trpc/react";
import { serverDetail } from "./server-detail";

const BUILDING = new Set(["queued", "building"]);

/** The download goes through the REST route with the session cookie: only the owner gets the archive. */
const downloadHref = (id: string) => `/api/account/export/${encodeURIComponent(id)}/download`;

function formatBytes(bytes: number | null): string {
  if (bytes === null) return "";
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const formatWhen = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

/** Export my data: starts an archive of everything, shows its progress, and links to it for 24 hours. */
export function ExportData() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const id = useId();
  const latest = useQuery({
    ...trpc.account.export.latest.queryOptions(),
    // Poll while the archive is being built; the notification also tells the user when it is ready.
    refetchInterval: (query) => (query.state.data?.export && BUILDING.has(query.state.data.export.status) ? 3000 : false),
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
  const building = current !== null && BUILDING.has(current.status);
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3 rounded-md border p-4">
      <h3 id={`${id}-title`} className="text-sm font-medium">
        Export my data
      </h3>
      <p className="text-muted-foreground text-xs">
        One archive (zip) with everything Understudy holds about you: profile, meetings, transcripts, summaries, attendance, bot sessions and their consent
        record, notifications, calendar and Gmail-derived invites, payments and API token names, as JSON with its schema, plus a readable Markdown transcript
        of each meeting. No passwords or tokens. Available on every plan; the link works for {EXPORT_TTL_HOURS} hours.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center" aria-live="polite">
        <Button type="button" variant="outline" onClick={() => start.mutate()} disabled={building || start.isPending} className="self-start">
          {building || start.isPending ? <Loader2Icon className="animate-spin" aria-hidden /> : null}
          {building ? "Preparing your archive…" : "Export my data"}
        </Button>
        {current?.status === "ready" && (
          <a href={downloadHref(current.id)} download className="text-primary inline-flex items-center gap-1 text-sm font-medium underline-offset-4 hover:underline">
            <DownloadIcon className="size-4" aria-hidden />
            Download archive {formatBytes(current.size_bytes)}
          </a>
        )}
      </div>
      {current && <ExportStatus status={current.status} createdAt={current.created_at} expiresAt={current.expires_at} detail={current.detail} />}
    </section>
  );
}

function ExportStatus({ status, createdAt, expiresAt, detail }: { status: string; createdAt: string; expiresAt: string | null; detail: string | null }) {
  const text =
    status === "ready" && expiresAt
      ? `Ready. The link works until ${formatWhen(expiresAt)}.`
      : status === "expired"
        ? `Your export of ${formatWhen(createdAt)} has expired; start a new one.`
        : status === "failed"
          ? (detail ?? "The export failed; start a new one.")
          : `Started ${formatWhen(createdAt)}. This page updates when it is ready.`;
  return <p className="text-muted-foreground text-xs">{text}</p>;
}
