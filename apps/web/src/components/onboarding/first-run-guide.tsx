"use client";

import Link from "next/link";
import { useId, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CheckCircle2Icon, CircleDashedIcon, CircleIcon, XIcon } from "lucide-react";
import type { RouterOutputs } from "@understudy/api";
import { Button, buttonVariants } from "@understudy/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@understudy/ui/card";
import { toast } from "@understudy/ui/toaster";
import { useTRPC } from "~/trpc/react";
import { CoverageStep } from "./coverage-step";
import { GoogleStep } from "./google-step";
import { PracticeStep } from "./practice-step";
import { RetentionStep } from "./retention-step";

type Onboarding = RouterOutputs["onboarding"]["get"];
type Step = Onboarding["steps"][number]["step"];

const TITLES: Record<Step, string> = {
  google: "Connect Google Calendar and Gmail",
  coverage: "Choose what your stand-in covers",
  retention: "Choose how long captured content is kept",
  practice: "Try a practice run (optional)",
};
const STATUS_TEXT = { todo: "To do", done: "Done", skipped: "Skipped" } as const;

/**
 * docs/product.md#first-run-guide: the dashboard's guide for a new account. Progress lives on the server, so it
 * resumes on any device; each step can be skipped, and the whole guide closed and brought back while steps are left.
 */
export function FirstRunGuide({ ownerName }: { ownerName: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const headingId = useId();
  const guide = useQuery(trpc.onboarding.get.queryOptions());
  const [opened, setOpened] = useState<Step | null>(null);
  const onSaved = (data: Onboarding) => {
    queryClient.setQueryData(trpc.onboarding.get.queryKey(), data);
    setOpened(null);
  };
  const onError = () => toast.error("Your progress could not be saved");
  const setStep = useMutation(trpc.onboarding.setStep.mutationOptions({ onSuccess: onSaved, onError }));
  const setDismissed = useMutation(trpc.onboarding.setDismissed.mutationOptions({ onSuccess: onSaved, onError }));
  const refresh = () => {
    setOpened(null);
    void queryClient.invalidateQueries({ queryKey: trpc.onboarding.get.queryKey() });
  };

  const data = guide.data;
  if (!data || data.remaining === 0) return null;
  const total = data.steps.length;
  if (data.dismissed) {
    return (
      <div className="bg-card flex flex-wrap items-center justify-between gap-3 rounded-xl border px-4 py-3 text-sm">
        <p>
          Getting started: {data.remaining} of {total} steps left.
        </p>
        <Button variant="outline" size="sm" onClick={() => setDismissed.mutate({ dismissed: false })} disabled={setDismissed.isPending}>
          Resume the guide
        </Button>
      </div>
    );
  }
  const current = opened ?? data.steps.find((s) => s.status === "todo")?.step ?? data.steps.find((s) => s.status === "skipped")?.step ?? null;

  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle asChild>
          <h2 id={headingId}>Get started with Understudy</h2>
        </CardTitle>
        <CardDescription>
          {total - data.remaining} of {total} done · {data.remaining} left. Skip anything; the guide stays here until you close it.
        </CardDescription>
        <CardAction>
          <Button variant="ghost" size="icon" aria-label="Close the guide" onClick={() => setDismissed.mutate({ dismissed: true })} disabled={setDismissed.isPending}>
            <XIcon aria-hidden />
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent>
        <ol className="grid grid-cols-1 gap-2">
          {data.steps.map(({ step, status }, index) => {
            const isOpen = step === current && status !== "done";
            const Icon = status === "done" ? CheckCircle2Icon : status === "skipped" ? CircleDashedIcon : CircleIcon;
            return (
              <li key={step} className="rounded-lg border p-3" aria-current={isOpen ? "step" : undefined}>
                <div className="flex items-center gap-3">
                  <Icon className={status === "done" ? "size-5 shrink-0 text-emerald-600 dark:text-emerald-400" : "text-muted-foreground size-5 shrink-0"} aria-hidden />
                  <div className="min-w-0 flex-1">
                    <h3 className="text-sm font-medium">
                      {index + 1}. {TITLES[step]}
                    </h3>
                    <p className="text-muted-foreground text-xs">{STATUS_TEXT[status]}</p>
                    {step === "practice" && status === "done" && data.practice.meeting_id ? (
                      // The practice meeting stays one tap away once the step is done; under the title, so a phone's row does not grow sideways.
                      <Link href={`/meetings/${data.practice.meeting_id}`} className={buttonVariants({ variant: "outline", size: "sm", className: "mt-2" })}>
                        Open the practice meeting
                      </Link>
                    ) : null}
                  </div>
                  {!isOpen && status !== "done" ? (
                    <Button variant="outline" size="sm" onClick={() => setOpened(step)} aria-label={`Open step: ${TITLES[step]}`}>
                      Open
                    </Button>
                  ) : null}
                </div>
                {isOpen ? (
                  <div className="mt-4 grid gap-4 sm:pl-8">
                    {step === "google" ? <GoogleStep /> : null}
                    {step === "coverage" ? <CoverageStep ownerName={ownerName} onSaved={refresh} /> : null}
                    {step === "retention" ? <RetentionStep onSaved={refresh} /> : null}
                    {step === "practice" ? <PracticeStep suggestedUrl={data.practice.suggested_url} meetingId={data.practice.meeting_id} /> : null}
                    {status === "todo" ? (
                      <div>
                        <Button variant="ghost" size="sm" onClick={() => setStep.mutate({ step, outcome: "skipped" })} disabled={setStep.isPending}>
                          Skip for now
                        </Button>
                      </div>
                    ) : null}
                  </div>
                ) : null}
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}
