"use client";

import Link from "next/link";
import { useQuery } from "@tanstack/react-query";
import { RadioIcon } from "lucide-react";
import { Button } from "@understudy/ui/button";
import { isLiveBotStatus } from "~/lib/bot-status";
import { useTRPC } from "~/trpc/react";

/** Asked again this often: a bot that joins shows up here without a reload (the live room itself streams). */
const REFRESH_MS = 15_000;

/** "Happening now": a meeting a bot is in right now, one tap from its live room. Nothing when none is. */
export function HappeningNow() {
  const trpc = useTRPC();
  const sessions = useQuery({ ...trpc.bots.sessions.queryOptions({ limit: 20, offset: 0 }), refetchInterval: REFRESH_MS });
  const live = (sessions.data?.sessions ?? []).filter((s) => isLiveBotStatus(s.status) && s.meeting_id);
  if (live.length === 0) return null;
  return (
    <section aria-label="Happening now" className="grid gap-2 rounded-xl border border-primary/30 bg-primary/5 p-4">
      <h2 className="flex items-center gap-2 text-sm font-semibold">
        <RadioIcon className="size-4 text-primary" aria-hidden />
        Happening now
      </h2>
      <ul className="grid gap-2">
        {live.map((s) => (
          <li key={s.session_id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span className="min-w-0 break-words">{s.bot_name} is in the call</span>
            <Button asChild size="sm">
              <Link href={`/meetings/${s.meeting_id ?? ""}/live`}>Open the live room</Link>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
