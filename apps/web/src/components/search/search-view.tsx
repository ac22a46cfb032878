"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { SearchIcon, SearchXIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { usePathname, useSearchParams } from "~/lib/navigation";
import { useEffect, useState } from "react";
import { Button } from "@understudy/ui/button";
import { Input } from "@understudy/ui/input";
import { Spinner } from "@understudy/ui/spinner";
import { MAX_QUERY_LENGTH, readSearchState, searchInput, searchQueryString, type SearchState } from "~/lib/search-params";
import { useTRPC } from "~/trpc/react";
import { SearchFilters } from "./search-filters";
import { SearchResults, SearchResultsSkeleton } from "./search-results";

/** Typing settles for this long before the URL (and so the search) changes. */
const DEBOUNCE_MS = 250;

export function SearchView() {
  const trpc = useTRPC();
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const state = readSearchState(params);
  const [draft, setDraft] = useState(state.q);

  const apply = (patch: Partial<SearchState>) => router.replace(`${pathname}${searchQueryString({ ...state, ...patch })}`, { scroll: false });

  // Debounce the box into the URL; the URL is the source of truth for the query.
  useEffect(() => {
    if (draft === state.q) return;
    const timer = setTimeout(() => apply({ q: draft }), DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- apply is rebuilt each render from the same URL state
  }, [draft, state.q]);

  const input = searchInput(state);
  const search = useQuery({
    ...trpc.search.query.queryOptions(input ?? { q: "" }),
    enabled: input !== null,
    placeholderData: keepPreviousData,
  });

  return (
    <div className="grid gap-5">
      <form
        role="search"
        className="grid gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          apply({ q: draft });
        }}
      >
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input
            type="search"
            aria-label="Search meetings"
            placeholder="Search meetings, e.g. “travel budget” or launch -mobile"
            className="h-11 pl-9 text-base"
            value={draft}
            maxLength={MAX_QUERY_LENGTH}
            autoFocus
            onChange={(e) => setDraft(e.target.value)}
          />
        </div>
        {/* Not a Suspense boundary of its own: on the first screen, above the results, a boundary React sends after the
            shell could be revealed 300 ms after the first paint and push the results down (docs/decisions/016). */}
        <SearchFilters state={state} onChange={apply} />
      </form>

      <div aria-live="polite" className="grid gap-3">
        {!input ? (
          <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-6 py-14 text-center">
            <SearchIcon className="size-8 text-muted-foreground" aria-hidden />
            <p className="font-medium">Search across all your meetings</p>
            <p className="max-w-sm text-sm text-muted-foreground">
              Titles, descriptions and everything said in transcripts. Use quotes for an exact phrase and a minus sign to exclude a word.
            </p>
          </div>
        ) : search.isError ? (
          <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-10 text-center">
            <p className="font-medium">Search failed</p>
            <p className="text-sm text-muted-foreground">{search.error.message}</p>
            <Button variant="outline" size="sm" onClick={() => void search.refetch()}>
              Try again
            </Button>
          </div>
        ) : !search.data ? (
          <SearchResultsSkeleton />
        ) : search.data.results.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-6 py-14 text-center">
            <SearchXIcon className="size-8 text-muted-foreground" aria-hidden />
            <p className="font-medium break-all">No meetings match “{search.data.query}”</p>
            <p className="text-sm text-muted-foreground">Try fewer words, another spelling, or clear the filters.</p>
          </div>
        ) : (
          <>
            <div className="flex items-center justify-between gap-3 text-sm text-muted-foreground">
              <p>
                {search.data.results.length} {search.data.results.length === 1 ? "meeting" : "meetings"}
              </p>
              {search.isFetching && <Spinner label="Updating results…" />}
            </div>
            <SearchResults results={search.data.results} />
          </>
        )}
      </div>
    </div>
  );
}
