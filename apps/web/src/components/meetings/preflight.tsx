"use client";

import { useQuery } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@understudy/api";
import { AlertTriangleIcon, CheckCircle2Icon, PlaneTakeoffIcon, XCircleIcon } from "lucide-react";
import { Badge } from "@understudy/ui/badge";
import { cn } from "@understudy/ui";
import { useTRPC } from "~/trpc/react";
import { DetailSection, SectionEmpty } from "./detail-section";
import { inPreflightRange, showsPreflightPanel } from "./bot-windows";
import type { Meeting } from "./types";
import { useDateFormat } from "~/components/time/time-zone-provider";

type Preflight = inferRouterOutputs<AppRouter>["bots"]["meetingPreflight"];
type Result = NonNullable<Preflight["result"]>;
type Check = Preflight["checks"][number];

const LABELS: Record<Result, string> = { ok: "Pre-flight OK", warning: "Pre-flight: check this", will_fail: "Bot won't get in" };
const VARIANTS = { ok: "success", warning: "warning", will_fail: "destructive" } as const;
const ICONS = { ok: CheckCircle2Icon, warning: AlertTriangleIcon, will_fail: XCircleIcon } as const;
const CHECK_NAMES: Record<Check["check"], string> = {
  link: "Meeting link",
  platform: "Platform",
  calendar: "Calendar",
  plan: "Plan",
  provider: "Bot service",
  booking: "Bot booking",
};

const worst = (p: Preflight): Check | undefined => p.checks.find((c) => c.result === "will_fail") ?? p.checks.find((c) => c.result === "warning");

/** The meeting card's line: a badge with the result and, when something is wrong, the reason and the fix. */
export function PreflightBadge({ meeting, now, className, compact = false }: { meeting: Meeting; now: Date; className?: string; compact?: boolean }) {
  const trpc = useTRPC();
  const enabled = inPreflightRange(meeting, now);
  const query = useQuery(trpc.bots.meetingPreflight.queryOptions({ id: meeting.id }, { enabled, staleTime: 30_000 }));
  const preflight = query.data;
  if (!enabled || !preflight?.result) return null;
  const Icon = ICONS[preflight.result];
  const problem = worst(preflight);
  return (
    <div className={cn("flex items-center gap-x-2 gap-y-1 text-xs", compact ? "min-w-0 flex-nowrap" : "flex-wrap", className)} data-testid="preflight-badge">
      <Badge variant={VARIANTS[preflight.result]}>
        <Icon aria-hidden />
        {LABELS[preflight.result]}
      </Badge>
      {problem && (
        <span className={cn("text-muted-foreground min-w-0", compact ? "truncate" : "break-words")} title={compact ? `${problem.reason}${problem.fix ? ` ${problem.fix}` : ""}` : undefined}>
          {problem.reason}
          {problem.fix && <span className="text-foreground"> {problem.fix}</span>}
        </span>
      )}
    </div>
  );
}

/** The meeting page's panel: every check with its result, reason and fix, and when it was and will be checked. */
export function PreflightPanel({ meeting, now }: { meeting: Meeting; now: Date }) {
  const trpc = useTRPC();
  const enabled = showsPreflightPanel(meeting, now);
  const query = useQuery(trpc.bots.meetingPreflight.queryOptions({ id: meeting.id }, { enabled, staleTime: 30_000 }));
  const preflight = query.data;
  const { weekdayClock: formatAt } = useDateFormat();
  if (!enabled || !preflight || (preflight.result === null && preflight.next_check_at === null)) return null;
  const description = preflight.checked_at
    ? `Checked ${formatAt(preflight.checked_at)}${preflight.outdated ? " (the meeting changed since; checking again)" : ""}${preflight.next_check_at ? ` · next check ${formatAt(preflight.next_check_at)}` : ""}`
    : undefined;
  return (
    <DetailSection title="Pre-flight" icon={PlaneTakeoffIcon} description={description} className="lg:col-span-3">
      {preflight.result === null ? (
        <SectionEmpty title="Not checked yet">
          {preflight.next_check_at ? `The bot's way in is checked 24 hours and 10 minutes before the meeting; the first check runs ${formatAt(preflight.next_check_at)}.` : null}
        </SectionEmpty>
      ) : (
        <ul className="grid gap-3" aria-label="Pre-flight checks">
          {preflight.checks.map((check) => {
            const Icon = ICONS[check.result];
            return (
              <li key={check.check} className="flex items-start gap-3 text-sm" data-result={check.result}>
                <Icon
                  className={cn("mt-0.5 size-4 shrink-0", check.result === "ok" ? "text-success" : check.result === "warning" ? "text-warning-foreground dark:text-warning" : "text-destructive")}
                  aria-label={check.result === "ok" ? "OK" : check.result === "warning" ? "Warning" : "Will fail"}
                />
                <div className="grid min-w-0 gap-0.5">
                  <span className="font-medium">{CHECK_NAMES[check.check]}</span>
                  <span className="text-muted-foreground break-words">{check.reason}</span>
                  {check.fix && <span className="break-words">{check.fix}</span>}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </DetailSection>
  );
}
