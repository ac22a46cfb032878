import type { Metadata } from "next";
import { SearchModes } from "~/components/search/search-modes";

export const metadata: Metadata = { title: "Search" };

export default function SearchPage() {
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Search</h1>
        <p className="text-sm text-muted-foreground">Find anything said in your meetings, or ask a question and get an answer with its sources.</p>
      </div>
      {/* No Suspense boundary: the page is rendered per request (the signed-in layout reads the session), where
          useSearchParams does not need one, and React revealed a boundary's content at least 300 ms after the first
          paint whenever it was sent after the shell. */}
      <SearchModes />
    </div>
  );
}
