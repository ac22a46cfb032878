"use client";

import { useId } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@understudy/api";
import { BotIcon } from "lucide-react";
import { Button } from "@understudy/ui/button";
import { Label } from "@understudy/ui/label";
import { Switch } from "@understudy/ui/switch";
import { toast } from "@understudy/ui/toaster";
import { cn } from "@understudy/ui";
import { serverDetail } from "~/components/settings/server-detail";
import { useTRPC } from "~/trpc/react";
import { isCoverable } from "./bot-windows";
import type { Meeting } from "./types";

type Coverage = inferRouterOutputs<AppRouter>["bots"]["meetingCoverage"];
type CoverageList = inferRouterOutputs<AppRouter>["bots"]["coverage"];

const REASONS: Record<Coverage["reason"], string> = {
  rule_all: "Your rule: all meetings with a link",
  rule_organised_by_me: "Your rule: meetings you organise",
  not_organised_by_me: "Your rule covers only meetings you organise",
  rule_external: "Your rule: meetings with outside guests",
  internal_only: "Your rule covers only external meetings",
  rule_none: "Your rule: no automatic bots",
  turned_on: "Turned on for this meeting",
  turned_off: "Turned off for this meeting",
  unsupported_link: "A bot needs a Zoom, Meet or Teams link to join",
  no_link: "No meeting link",
  cancelled: "Cancelled",
  completed: "Completed",
};

function sessionNote(status: Coverage["session_status"]): string {
  if (status === null) return "";
  return status === "idle" ? " · bot booked" : " · bot in the meeting";
}

/**
 * The per-meeting toggle: "Bot will cover this meeting" on or off, with why (the rule or the toggle)
 * and a way back to the rule. One shared coverage query serves every card; a meeting it does not know
 * yet (just created) asks for its own.
 */
export function BotCoverToggle({ meeting, now, className, compact = false }: { meeting: Meeting; now: Date; className?: string; compact?: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const id = useId();
  const coverable = isCoverable(meeting, now);
  const list = useQuery(trpc.bots.coverage.queryOptions(undefined, { enabled: coverable }));
  const listed = list.data?.meetings.find((m) => m.meeting_id === meeting.id);
  const single = useQuery(trpc.bots.meetingCoverage.queryOptions({ id: meeting.id }, { enabled: coverable && list.isSuccess && !listed }));
  const coverage = listed ?? single.data;

  const set = useMutation(
    trpc.bots.setMeetingCover.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData<CoverageList>(trpc.bots.coverage.queryKey(), (old) =>
          old ? { ...old, meetings: old.meetings.map((m) => (m.meeting_id === saved.meeting_id ? saved : m)) } : old,
        );
        queryClient.setQueryData(trpc.bots.meetingCoverage.queryKey({ id: saved.meeting_id }), saved);
        toast.success(saved.covered ? "Bot will cover this meeting" : "Bot turned off for this meeting");
      },
      onError: (error) => toast.error("Failed to update the meeting's bot", { description: serverDetail(error) }),
      onSettled: () => queryClient.invalidateQueries({ queryKey: trpc.bots.coverage.queryKey() }),
    }),
  );

  if (!coverable || !coverage) return null;
  const joinable = coverage.reason !== "unsupported_link";
  const checked = set.isPending && set.variables.cover.bot_cover !== null ? set.variables.cover.bot_cover : coverage.covered;
  const overridden = coverage.bot_cover !== null;
  const paused = coverage.covered && list.data?.can_deploy_bots === false;
  return (
    // Compact (a list card): one line, the reason cut short with the whole of it in its title.
    <div className={cn("flex items-center gap-x-3 gap-y-1 text-sm", compact ? "min-w-0 flex-nowrap" : "flex-wrap", className)} data-testid="bot-cover">
      <Switch
        id={id}
        checked={checked}
        disabled={!joinable || set.isPending}
        aria-describedby={`${id}-why`}
        onCheckedChange={(value) => set.mutate({ id: meeting.id, cover: { bot_cover: value } })}
      />
      <Label htmlFor={id} className={cn("gap-1.5", compact && "shrink-0")}>
        <BotIcon className="text-muted-foreground size-4" aria-hidden />
        {checked ? "Bot will cover this meeting" : "No bot for this meeting"}
      </Label>
      <span
        id={`${id}-why`}
        className={cn("text-muted-foreground text-xs", compact && "min-w-0 truncate")}
        title={compact ? `${REASONS[coverage.reason]}${sessionNote(coverage.session_status)}${paused ? " · paused: your trial has ended" : ""}` : undefined}
      >
        {REASONS[coverage.reason]}
        {sessionNote(coverage.session_status)}
        {paused ? " · paused: your trial has ended" : ""}
      </span>
      {overridden ? (
        <Button variant="link" size="sm" className="h-auto p-0 text-xs" disabled={set.isPending} onClick={() => set.mutate({ id: meeting.id, cover: { bot_cover: null } })}>
          Use my rule
        </Button>
      ) : null}
    </div>
  );
}
