"use client";

import Link from "next/link";
import { useQuery } from "@tanstack/react-query";
import { RadioIcon } from "lucide-react";
import { Button } from "@understudy/ui/button";
import { useTRPC } from "~/trpc/react";
import { AttendanceSection } from "./attendance-section";
import { CatchUpSection } from "./catch-up-section";
import { ConsentSection } from "./consent-section";
import { TranscriptSection } from "./transcript-section";

/** While a bot is in the call, attendance and transcript are polled so the page reads live. */
const LIVE_POLL_MS = 3_000;

/** Attendance and transcript as the meeting's bot captured them (two cells of the detail page's grid). */
export function MeetingCaptureSections({ meetingId }: { meetingId: string }) {
  const trpc = useTRPC();
  const capture = useQuery({
    ...trpc.bots.meetingCapture.queryOptions({ meeting_id: meetingId }),
    refetchInterval: (query) => (query.state.data?.live ? LIVE_POLL_MS : false),
  });
  const data = capture.data;
  // Polled with the capture, so the catch-up shows up on the page as soon as the user's join is seen.
  const catchUp = useQuery({
    ...trpc.bots.catchUp.queryOptions({ meeting_id: meetingId }),
    // Only a meeting a bot attended can have one (its join is in the consent record): others would be a 404 each.
    enabled: Boolean(data && (data.live || data.consent.length > 0)),
    retry: false,
    refetchInterval: data?.live ? LIVE_POLL_MS : false,
  });
  const arrivedAt = catchUp.data?.arrived_at_seconds ?? null;
  return (
    <>
      {data?.live ? (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-primary/30 bg-primary/5 p-3 text-sm lg:col-span-3">
          <span>Happening now: your bot is in the call.</span>
          <Button asChild size="sm">
            <Link href={`/meetings/${meetingId}/live`}>
              <RadioIcon aria-hidden />
              Open the live room
            </Link>
          </Button>
        </div>
      ) : null}
      <AttendanceSection entries={data?.attendance ?? []} ownerArrival={data?.owner_arrival} />
      {catchUp.data ? (
        <div className="lg:col-span-3">
          <CatchUpSection catchUp={catchUp.data} live={data?.live ?? false} />
        </div>
      ) : null}
      <div className="lg:col-span-3">
        <TranscriptSection segments={data?.transcript ?? []} live={data?.live ?? false} arrivedAtSeconds={arrivedAt} />
      </div>
      {data?.consent.length ? (
        <div className="lg:col-span-3">
          <ConsentSection events={data.consent} />
        </div>
      ) : null}
    </>
  );
}
