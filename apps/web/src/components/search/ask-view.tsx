"use client";

import { useMutation } from "@tanstack/react-query";
import { MessageCircleQuestionIcon, SparklesIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@understudy/ui/button";
import { Input } from "@understudy/ui/input";
import { toast } from "@understudy/ui/toaster";
import { searchInput, type SearchState } from "~/lib/search-params";
import { useTRPC } from "~/trpc/react";
import { AskAnswerCard, AskAnswerSkeleton } from "./ask-answer";
import { SearchFilters } from "./search-filters";

/** Mirrors the API's limit on a question. */
export const MAX_QUESTION_LENGTH = 500;

/**
 * Ask: a question in plain words, answered from the user's meetings with the moments it came from. Each
 * question is one model call, so it runs on submit only (never on typing or reload). The filters are the
 * page's, shared with Search.
 */
export function AskView({ state, onFiltersChange, onSearchInstead }: { state: SearchState; onFiltersChange: (patch: Partial<SearchState>) => void; onSearchInstead: (q: string) => void }) {
  const trpc = useTRPC();
  const [question, setQuestion] = useState("");
  const ask = useMutation(trpc.search.ask.mutationOptions({ onError: (error) => toast.error(error.message || "Could not answer that question") }));

  const submit = () => {
    const q = question.trim();
    if (!q || ask.isPending) return;
    // The filters as search sends them (a reversed range put in order).
    const filters = searchInput({ ...state, q });
    ask.mutate({ question: q, from: filters?.from, to: filters?.to, platform: filters?.platform, participant: filters?.participant });
  };

  return (
    <div className="grid gap-5">
      <form
        className="grid gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <div className="flex flex-col gap-2 sm:flex-row">
          <div className="relative flex-1">
            <MessageCircleQuestionIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
            <Input
              aria-label="Ask your meetings"
              placeholder="Ask a question, e.g. What did we decide about the Q3 budget?"
              className="h-11 pl-9 text-base"
              value={question}
              maxLength={MAX_QUESTION_LENGTH}
              autoFocus
              onChange={(e) => setQuestion(e.target.value)}
            />
          </div>
          <Button type="submit" className="h-11 sm:px-5" disabled={!question.trim() || ask.isPending}>
            <SparklesIcon aria-hidden />
            {ask.isPending ? "Asking…" : "Ask"}
          </Button>
        </div>
        <SearchFilters state={state} onChange={onFiltersChange} />
      </form>

      <div aria-live="polite" className="grid gap-3">
        {ask.isPending ? (
          <AskAnswerSkeleton />
        ) : ask.data ? (
          <AskAnswerCard answer={ask.data} onSearchInstead={() => onSearchInstead(ask.data.question)} />
        ) : (
          <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-6 py-14 text-center">
            <SparklesIcon className="size-8 text-muted-foreground" aria-hidden />
            <p className="font-medium">Ask your meetings</p>
            <p className="max-w-md text-sm text-muted-foreground">
              Get an answer drawn from what was said in your meetings, with links to the moments it came from. When your meetings don’t say, you’ll be told.
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
