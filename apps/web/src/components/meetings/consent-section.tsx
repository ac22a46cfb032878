"use client";

import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@understudy/api";
import { useDateFormat } from "~/components/time/time-zone-provider";

type ConsentEvent = inferRouterOutputs<AppRouter>["bots"]["meetingCapture"]["consent"][number];

/** The consent record: when the bot joined, what it announced, who opted out, when it handed over and left. */
export function ConsentSection({ events }: { events: ConsentEvent[] }) {
  const { clockWithSeconds } = useDateFormat();
  if (events.length === 0) return null;
  return (
    <section aria-labelledby="consent-record-title" className="grid gap-3">
      <h2 id="consent-record-title" className="text-sm font-medium">
        Consent record
      </h2>
      <ol className="grid gap-2">
        {events.map((event) => (
          <li key={`${event.kind}-${event.at}`} className="grid gap-0.5 text-sm sm:grid-cols-[6rem_1fr] sm:gap-3">
            <time dateTime={event.at} className="text-muted-foreground tabular-nums">
              {clockWithSeconds(event.at)}
            </time>
            <p>{event.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
