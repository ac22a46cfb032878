"use client";

import { useState } from "react";
import Link from "next/link";
import { useQuery } from "@tanstack/react-query";
import { ChevronDownIcon, DownloadIcon, FileTextIcon, Loader2Icon, LockIcon, SparklesIcon } from "lucide-react";
import { Button } from "@understudy/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@understudy/ui/dropdown-menu";
import { toast } from "@understudy/ui/toaster";
import { useTRPC } from "~/trpc/react";
import { errorDetail, EXPORT_OPTIONS, exportUrl, filenameFromDisposition, type ExportFormat } from "./export-download";

/** Hands a downloaded body to the browser as a file with the server's name for it. */
function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: some browsers start reading the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * The meeting's Export menu: six formats with what each is for. Downloads go through the REST route with
 * the session cookie, so the server decides who may export; without Pro the formats are shown disabled
 * with the reason and the way to /subscription.
 */
export function ExportMenu({ meetingId }: { meetingId: string }) {
  const trpc = useTRPC();
  const entitlements = useQuery(trpc.subscription.entitlements.queryOptions());
  const locked = entitlements.data ? !entitlements.data.export : false;
  const [pending, setPending] = useState<ExportFormat | null>(null);

  async function download(format: ExportFormat) {
    setPending(format);
    try {
      const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      const response = await fetch(exportUrl(meetingId, format, timeZone), { credentials: "same-origin" });
      if (!response.ok) {
        toast.error(await errorDetail(response));
        return;
      }
      saveFile(await response.blob(), filenameFromDisposition(response.headers.get("content-disposition"), `meeting.${format}`));
    } catch {
      toast.error("Export failed: check your connection and try again.");
    } finally {
      setPending(null);
    }
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" className="self-start" aria-busy={pending !== null} disabled={pending !== null}>
          {pending ? <Loader2Icon className="animate-spin" aria-hidden /> : <DownloadIcon aria-hidden />}
          {pending ? "Exporting…" : "Export"}
          <ChevronDownIcon aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-80">
        <DropdownMenuLabel>Export this meeting</DropdownMenuLabel>
        {locked && (
          <>
            <div className="mx-2 mb-1 grid gap-1 rounded-md bg-muted px-3 py-2 text-sm" data-testid="export-locked">
              <p className="flex items-center gap-2 font-medium">
                <LockIcon className="size-4 text-muted-foreground" aria-hidden />
                Export is part of the Pro plan
              </p>
              <p className="text-xs text-muted-foreground">Upgrade to download meetings as documents, captions or data.</p>
            </div>
            <DropdownMenuItem asChild>
              <Link href="/subscription" className="font-medium">
                <SparklesIcon aria-hidden />
                Upgrade to Pro
              </Link>
            </DropdownMenuItem>
          </>
        )}
        <DropdownMenuSeparator />
        {EXPORT_OPTIONS.map((option) => (
          <DropdownMenuItem key={option.format} disabled={locked} onSelect={() => void download(option.format)} className="items-start">
            <FileTextIcon className="mt-0.5" aria-hidden />
            <span className="grid gap-0.5">
              <span>
                {option.label} <span className="text-xs text-muted-foreground">.{option.format}</span>
              </span>
              <span className="text-xs text-muted-foreground">{option.description}</span>
            </span>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
