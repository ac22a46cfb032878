"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";
import { BotIcon, RefreshCwIcon } from "lucide-react";
import { useSearchParams } from "~/lib/navigation";
import { useEffect, useState } from "react";
import { Button } from "@understudy/ui/button";
import { Card, CardAction, CardContent, CardHeader, CardTitle } from "@understudy/ui/card";
import { toast } from "@understudy/ui/toaster";
import { Pager } from "~/components/lists/pager";
import { isLiveBotStatus } from "~/lib/bot-status";
import { hrefWith, LIST_PAGE_SIZE, pageWindow, readPage, splitPage } from "~/lib/list-page";
import { useTRPC } from "~/trpc/react";
import { BotDetailsDialog } from "./bot-details-dialog";
import { BotSessionCard } from "./bot-session-card";
import { BotSessionsSkeleton } from "./bot-sessions-skeleton";
import { BotsEmptyState } from "./bots-empty-state";
import { BotsExplainer } from "./bots-explainer";
import { DeployBotDialog } from "./deploy-bot-dialog";
import type { BotSessionsPage } from "./types";

/** docs/product.md#business-constants: the session list refreshes every 30 seconds… */
const REFRESH_MS = 30_000;
/**
 * …and every few seconds while a session on the page is live, so a webhook's change (Connecting → Recording,
 * the call ending) shows about as soon as the details dialog, which polls at the same pace, shows it.
 */
const LIVE_REFRESH_MS = 5_000;

type Sessions = BotSessionsPage["sessions"];
export interface BotsSeed {
  at: number;
  input: { limit: number; offset: number };
  /** null when the server could not read them: the client tries and shows the error. */
  sessions: BotSessionsPage | null;
}

const isNotFound = (error: unknown) => error instanceof TRPCClientError && (error.data as { code?: string } | undefined)?.code === "NOT_FOUND";

/** The /bots screen (docs/product.md#meeting-bots). */
export function BotsView({ seed }: { seed: BotsSeed }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [deployOpen, setDeployOpen] = useState(false);
  const [detailsFor, setDetailsFor] = useState<string | null>(null);
  const page = readPage(useSearchParams().get("page"));
  const input = pageWindow(page);
  const seeded = seed.sessions && seed.input.limit === input.limit && seed.input.offset === input.offset ? seed.sessions : undefined;
  const sessions = useQuery({
    ...trpc.bots.sessions.queryOptions(input),
    initialData: seeded,
    initialDataUpdatedAt: seed.at,
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.sessions.some((s) => isLiveBotStatus(s.status)) ? LIVE_REFRESH_MS : REFRESH_MS),
  });

  useEffect(() => {
    // A 404 on load is silent (docs/product.md#messages); anything else gets the toast.
    if (sessions.isError && !isNotFound(sessions.error)) toast.error("Failed to load bot sessions", { id: "bot-sessions-load-error" });
  }, [sessions.isError, sessions.error, sessions.errorUpdatedAt]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.bots.sessions.pathKey() });
  const terminate = useMutation(
    trpc.bots.terminate.mutationOptions({
      onSuccess: async () => {
        toast.success("Bot session terminated successfully");
        await refresh();
      },
      onError: () => toast.error("Failed to terminate bot session"),
    }),
  );

  const { items: list, hasNext } = splitPage<Sessions[number]>(sessions.data?.sessions ?? []);
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">Meeting Bots</h1>
          <p className="text-sm text-muted-foreground">Send a bot to cover meetings you're late for or can't attend.</p>
        </div>
        <Button onClick={() => setDeployOpen(true)} className="self-start sm:self-auto">
          <BotIcon aria-hidden />
          Deploy New Bot
        </Button>
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <Card className="gap-4 py-5">
          <CardHeader className="px-4 sm:px-5">
            <CardTitle asChild className="text-base">
              <h2>
                Active Bot Sessions{" "}
                <span className="text-muted-foreground">
                  ({list.length}
                  {hasNext ? "+" : ""})
                </span>
              </h2>
            </CardTitle>
            <CardAction>
              <Button variant="outline" size="sm" onClick={() => void sessions.refetch()} disabled={sessions.isFetching} aria-label="Refresh bot sessions">
                <RefreshCwIcon className={sessions.isFetching ? "animate-spin motion-reduce:animate-none" : undefined} aria-hidden />
                Refresh
              </Button>
            </CardAction>
          </CardHeader>
          <CardContent className="px-4 sm:px-5" aria-busy={sessions.isPending || undefined}>
            {sessions.isPending ? (
              <BotSessionsSkeleton />
            ) : list.length === 0 && page === 1 ? (
              <BotsEmptyState onDeploy={() => setDeployOpen(true)} />
            ) : (
              <ul className="grid gap-2" aria-label="Bot sessions">
                {list.map((session) => (
                  <li key={session.session_id}>
                    <BotSessionCard
                      session={session}
                      pending={terminate.isPending && terminate.variables.session_id === session.session_id}
                      onTerminate={() => terminate.mutate({ session_id: session.session_id })}
                      onViewDetails={() => setDetailsFor(session.session_id)}
                    />
                  </li>
                ))}
              </ul>
            )}
            <div className="mt-4">
              <Pager label="Bot sessions" page={page} pageSize={LIST_PAGE_SIZE} shown={list.length} hasNext={hasNext} hrefFor={(p) => hrefWith("/bots", { page: p })} />
            </div>
          </CardContent>
        </Card>
        <BotsExplainer />
      </div>

      <BotDetailsDialog sessionId={detailsFor} onOpenChange={(open) => !open && setDetailsFor(null)} />
      <DeployBotDialog open={deployOpen} onOpenChange={setDeployOpen} onDeployed={refresh} />
    </div>
  );
}
