"use client";

import { useQuery } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@understudy/api";
import { useTRPC } from "~/trpc/react";

type Shares = inferRouterOutputs<AppRouter>["recaps"]["shares"];
type Status = Shares["shares"][number]["recipients"][number]["status"];

const day = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

const STATUS: Record<Status, string> = { sending: "sending", sent: "sent", failed: "not accepted yet, retrying", bounced: "refused by their mail server" };

/** Where this meeting's recap went: the user's own email, then "Shared with … on …" per send (bounces shown). */
export function RecapDeliveries({ meetingId }: { meetingId: string }) {
  const trpc = useTRPC();
  const shares = useQuery(trpc.recaps.shares.queryOptions({ meeting_id: meetingId }));
  const data = shares.data;
  if (!data || (!data.email && data.shares.length === 0)) return null;
  return (
    <section aria-label="Recap deliveries" className="grid gap-1 text-sm text-muted-foreground">
      {data.email ? (
        <p>
          {data.email.status === "sent" && data.email.sent_at
            ? `Recap emailed to you on ${day(data.email.sent_at)}.`
            : data.email.status === "bounced"
              ? `Your recap email was refused by your mail server: ${data.email.error ?? "no reason given"}.`
              : data.email.status === "failed"
                ? `Your recap email was not accepted yet (${data.email.error ?? "no answer"}); it is retried.`
                : "Your recap email is being sent."}
        </p>
      ) : null}
      {data.shares.map((s) => (
        <p key={s.id} className="break-words">
          Shared with{" "}
          {s.recipients.map((r, i) => (
            <span key={r.email}>
              {i > 0 ? ", " : ""}
              <span className="text-foreground">{r.name ?? r.email}</span>
              {r.status === "sent" ? "" : ` (${STATUS[r.status]}${r.status === "bounced" && r.error ? `: ${r.error}` : ""})`}
            </span>
          ))}{" "}
          on {day(s.created_at)} · summary version {s.summary_version}
        </p>
      ))}
    </section>
  );
}
