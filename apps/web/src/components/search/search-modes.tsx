"use client";

import { SearchIcon, SparklesIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { usePathname, useSearchParams } from "~/lib/navigation";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@understudy/ui/tabs";
import { readSearchState, searchQueryString, type SearchState } from "~/lib/search-params";
import { AskView } from "./ask-view";
import { SearchView } from "./search-view";

type Mode = "search" | "ask";

/** `?mode=ask` opens Ask; Search is the default. The filters in the URL are shared by both. */
export function SearchModes() {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const mode: Mode = params.get("mode") === "ask" ? "ask" : "search";
  const state = readSearchState(params);

  const go = (next: Mode, patch: Partial<SearchState> = {}) => {
    const query = searchQueryString({ ...state, ...patch });
    const withMode = next === "ask" ? `${query ? `${query}&` : "?"}mode=ask` : query;
    router.replace(`${pathname}${withMode}`, { scroll: false });
  };

  return (
    <Tabs value={mode} onValueChange={(value) => go(value === "ask" ? "ask" : "search")} className="gap-5">
      <TabsList aria-label="Search or ask">
        <TabsTrigger value="search" className="px-3">
          <SearchIcon aria-hidden />
          Search
        </TabsTrigger>
        <TabsTrigger value="ask" className="px-3">
          <SparklesIcon aria-hidden />
          Ask
        </TabsTrigger>
      </TabsList>
      <TabsContent value="search">
        <SearchView />
      </TabsContent>
      <TabsContent value="ask">
        <AskView state={state} onFiltersChange={(patch) => go("ask", patch)} onSearchInstead={(q) => go("search", { q })} />
      </TabsContent>
    </Tabs>
  );
}
