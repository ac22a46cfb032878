"use client";

import type { inferRouterOutputs } from "@trpc/server";
import { HistoryIcon } from "lucide-react";
import type { AppRouter } from "@understudy/api";
import { Badge } from "@understudy/ui/badge";
import { transcriptHash } from "~/lib/transcript-anchor";
import { DetailSection } from "./detail-section";
import { formatOffset } from "./transcript-format";

export type CatchUp = inferRouterOutputs<AppRouter>["bots"]["catchUp"];
type Summary = NonNullable<CatchUp["summary"]>;

const CHANNELS: [keyof CatchUp["deliveries"], string][] = [
  ["notification", "Notification"],
  ["email", "Email"],
  ["private_chat", "Private chat message"],
];

function At({ seconds }: { seconds: number }) {
  return (
    <a href={transcriptHash(seconds)} className="font-mono text-xs text-muted-foreground tabular-nums underline-offset-4 hover:text-foreground hover:underline">
      {formatOffset(seconds)}
    </a>
  );
}

function ItemList({ title, items }: { title: string; items: { key: string; who: string | null; text: string; timestamp: number }[] }) {
  if (!items.length) return null;
  return (
    <div className="grid gap-1.5">
      <h3 className="text-sm font-medium">{title}</h3>
      <ul className="grid gap-1.5">
        {items.map((item) => (
          <li key={item.key} className="grid grid-cols-[3.5rem_1fr] gap-3 text-sm">
            <At seconds={item.timestamp} />
            <p className="min-w-0 break-words">
              {item.who && <span className="font-medium">{item.who}: </span>}
              {item.text}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}

function SummaryBody({ summary }: { summary: Summary }) {
  return (
    <div className="grid gap-4">
      <p className="text-sm">{summary.overview}</p>
      <ItemList title="Questions for you" items={summary.questions_for_user.map((q, i) => ({ key: `q${i}`, who: q.asked_by, text: q.text, timestamp: q.timestamp }))} />
      <ItemList title="Decisions" items={summary.decisions.map((d, i) => ({ key: `d${i}`, who: null, text: d.text, timestamp: d.timestamp }))} />
      <ItemList title="Action items" items={summary.action_items.map((a, i) => ({ key: `a${i}`, who: a.owner, text: a.text, timestamp: a.timestamp }))} />
    </div>
  );
}

/**
 * "What you missed": while the bot stands in, the running summary so far; once the user's join was seen,
 * the catch-up they were sent, where they came in on the transcript, and how it reached them.
 */
export function CatchUpSection({ catchUp, live }: { catchUp: CatchUp; live: boolean }) {
  const delivered = catchUp.status === "delivered";
  const description = delivered
    ? catchUp.arrived_at_seconds !== null
      ? `You joined at ${formatOffset(catchUp.arrived_at_seconds)}; this is what was said before.`
      : "What was said before you joined."
    : live
      ? "The bot is standing in for you; this summary grows every few minutes and is sent to you the moment you join."
      : "You did not join; this is the running summary the bot kept while it stood in for you.";
  return (
    <DetailSection title="What you missed" icon={HistoryIcon} description={description}>
      {catchUp.summary ? (
        <SummaryBody summary={catchUp.summary} />
      ) : (
        <p className="text-sm text-muted-foreground">{delivered ? "Nothing was said before you joined." : "The first summary comes after a few minutes of talk."}</p>
      )}
      {delivered && (
        <ul className="mt-4 flex flex-wrap gap-2" aria-label="How the catch-up reached you">
          {CHANNELS.map(([key, label]) => {
            const state = catchUp.deliveries[key];
            if (!state) return null;
            return (
              <li key={key}>
                <Badge variant={state === "sent" ? "success" : "outline"}>
                  {label}: {state === "sent" ? "sent" : state.replace(/_/g, " ")}
                </Badge>
              </li>
            );
          })}
        </ul>
      )}
    </DetailSection>
  );
}
