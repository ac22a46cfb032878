"use client";

import { SearchIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Input } from "@understudy/ui/input";
import { NativeSelect, NativeSelectOption } from "@understudy/ui/native-select";
import { MAX_MEETINGS_QUERY_LENGTH } from "~/lib/meetings-params";
import { useDebouncedValue } from "~/lib/use-debounced-value";
import { isStatusFilter, STATUS_FILTER_OPTIONS, type StatusFilter } from "./filter-meetings";

interface Props {
  /** The search in the URL. */
  query: string;
  status: StatusFilter;
  onQueryChange: (query: string) => void;
  onStatusChange: (status: StatusFilter) => void;
}

const SEARCH_DEBOUNCE_MS = 250;

/** The search box (title or description, on the server) and the derived-status filter. */
export function MeetingsToolbar({ query, status, onQueryChange, onStatusChange }: Props) {
  const [text, setText] = useState(query);
  // The URL changed under the box (back/forward): show its search.
  const [seen, setSeen] = useState(query);
  if (query !== seen) {
    setSeen(query);
    if (query.trim() !== text.trim()) setText(query);
  }
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const latest = useRef({ query, onQueryChange });
  useEffect(() => {
    latest.current = { query, onQueryChange };
  });
  // Only a settled change of the text writes the URL, so a back navigation is never overwritten by stale text.
  useEffect(() => {
    if (settled.trim() !== latest.current.query.trim()) latest.current.onQueryChange(settled);
  }, [settled]);

  return (
    <div role="search" className="flex flex-col gap-3 sm:flex-row">
      <div className="relative flex-1">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input
          type="search"
          aria-label="Search meetings"
          placeholder="Search meetings..."
          className="pl-9"
          maxLength={MAX_MEETINGS_QUERY_LENGTH}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      {/* The browser's select, not Radix's: five fixed options did not earn a popper, a portal and a focus trap on the
          page's first load (docs/architecture.md, "How a request flows", Pages). */}
      <NativeSelect
        aria-label="Filter by status"
        className="w-full sm:w-44"
        value={status}
        onChange={(e) => {
          if (isStatusFilter(e.target.value)) onStatusChange(e.target.value);
        }}
      >
        {STATUS_FILTER_OPTIONS.map((option) => (
          <NativeSelectOption key={option.value} value={option.value}>
            {option.label}
          </NativeSelectOption>
        ))}
      </NativeSelect>
    </div>
  );
}
