"use client";

import { useQuery } from "@tanstack/react-query";
import { SearchIcon } from "lucide-react";
import { useState } from "react";
import { Input } from "@understudy/ui/input";
import { Spinner } from "@understudy/ui/spinner";
import { MAX_QUERY_LENGTH } from "~/lib/search-params";
import { useTRPC } from "~/trpc/react";
import { Highlighted } from "../search/highlighted";
import { formatOffset } from "./transcript-format";

/** `/meetings/{id}#t=95` as `#t=95` (stays on this page); a link without a second stays as it is. */
const inPage = (href: string) => (href.includes("#") ? href.slice(href.indexOf("#")) : href);

/** Passages shown for a search within the meeting. */
const PASSAGES = 10;

/**
 * "Search this meeting": the meeting's best passages for the words or question typed, each opening the transcript
 * below at its second. A plain `#t=` anchor (not a router link) so the transcript's hashchange listener follows it.
 */
export function MeetingSearch({ meetingId }: { meetingId: string }) {
  const trpc = useTRPC();
  const [draft, setDraft] = useState("");
  const [q, setQ] = useState("");
  const search = useQuery({ ...trpc.search.query.queryOptions({ q, meeting_id: meetingId, limit: PASSAGES }), enabled: q.trim() !== "" });
  const matches = (search.data?.results ?? []).flatMap((r) => r.matches);
  return (
    <section aria-labelledby="meeting-search-heading" className="grid gap-3">
      <h2 id="meeting-search-heading" className="sr-only">
        Search this meeting
      </h2>
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setQ(draft.trim());
        }}
        className="relative"
      >
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input
          type="search"
          aria-label="Search this meeting"
          placeholder="Search this meeting, e.g. what did we decide about the budget?"
          className="pl-9"
          value={draft}
          maxLength={MAX_QUERY_LENGTH}
          onChange={(e) => setDraft(e.target.value)}
        />
      </form>
      <div aria-live="polite">
        {q && search.isFetching && <Spinner className="size-4" />}
        {q && search.isError && <p role="alert" className="text-sm text-muted-foreground">Search failed. Try again.</p>}
        {q && search.isSuccess && matches.length === 0 && <p className="text-sm text-muted-foreground">Nothing in this meeting matches “{q}”.</p>}
        {matches.length > 0 && (
          <ul className="grid gap-2 border-l-2 pl-3">
            {matches.map((m, i) => (
              <li key={m.segment_id ?? `${m.source}-${i}`} className="text-sm">
                <a href={inPage(m.href)} className="group grid gap-0.5 rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
                  <span className="flex flex-wrap items-center gap-x-1 text-xs text-muted-foreground">
                    <span className="font-medium text-foreground">{m.source === "summary" ? `Summary · ${m.label}` : m.speaker}</span>
                    {m.start_seconds !== null && <span className="font-mono tabular-nums">· {formatOffset(m.start_seconds)}</span>}
                  </span>
                  <span className="break-words group-hover:underline">
                    <Highlighted parts={m.snippet} />
                  </span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
