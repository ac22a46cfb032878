"use client";

import { useEffect, useRef, useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useSearchParams } from "~/lib/navigation";
import type { RouterOutputs } from "@understudy/api";
import { SearchIcon } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@understudy/ui/card";
import { Input } from "@understudy/ui/input";
import { Skeleton } from "@understudy/ui/skeleton";
import { useTRPC } from "~/trpc/react";
import { useErrorToast } from "~/components/analytics/use-error-toast";
import { Pager } from "~/components/lists/pager";
import { hrefWith, LIST_PAGE_SIZE, pageWindow, readPage, splitPage } from "~/lib/list-page";
import { useDebouncedValue } from "~/lib/use-debounced-value";
import { UserRow } from "./user-row";

export interface UsersInput {
  q?: string;
  limit: number;
  offset: number;
}

const sameInput = (a: UsersInput, b: UsersInput) => a.q === b.q && a.limit === b.limit && a.offset === b.offset;

/**
 * User Management: a search box (name or email, case-insensitive, on the server) and a page of users, newest
 * first. The search and the page are in the URL (?q=&page=); the server renders the first view.
 */
export function UserManagementCard({ seed }: { seed: { at: number; input: UsersInput; users: RouterOutputs["admin"]["users"] | null } }) {
  const trpc = useTRPC();
  const params = useSearchParams();
  const q = (params.get("q") ?? "").trim();
  const page = readPage(params.get("page"));
  const input: UsersInput = { ...(q ? { q } : {}), ...pageWindow(page) };

  const [search, setSearch] = useState(params.get("q") ?? "");
  // The URL changed under the box (back/forward): show its search.
  const [seenQ, setSeenQ] = useState(q);
  if (q !== seenQ) {
    setSeenQ(q);
    if (q !== search.trim()) setSearch(q);
  }
  const settled = useDebouncedValue(search.trim(), 250);
  const currentQ = useRef(q);
  useEffect(() => {
    currentQ.current = q;
  });
  useEffect(() => {
    // A new search starts at the first page; each keystroke replaces the last history entry.
    if (settled !== currentQ.current) window.history.replaceState(null, "", hrefWith("/admin", { q: settled }));
  }, [settled]);

  const users = useQuery({
    ...trpc.admin.users.queryOptions(input),
    initialData: seed.users && sameInput(seed.input, input) ? seed.users : undefined,
    initialDataUpdatedAt: seed.at,
    placeholderData: keepPreviousData,
  });
  useErrorToast(users.isError, "Failed to load users data");
  const { items: list, hasNext } = splitPage(users.data ?? []);
  const loaded = users.data !== undefined;

  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle asChild>
          <h2>User Management</h2>
        </CardTitle>
        <CardDescription aria-live="polite">
          {loaded ? `${list.length}${hasNext ? "+" : ""} ${list.length === 1 && !hasNext ? "user" : "users"}${q ? " found" : ""}${page > 1 ? ` on page ${page}` : ""}` : "Loading users…"}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <div className="relative">
          <SearchIcon className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2" aria-hidden />
          <Input
            type="search"
            aria-label="Search users by name or email"
            placeholder="Search users by name or email…"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className="pl-9"
          />
        </div>
        {!loaded ? (
          users.isError ? (
            <p className="text-muted-foreground py-10 text-center text-sm">Users could not be loaded</p>
          ) : (
            <ul className="flex flex-col">
              {[0, 1, 2].map((i) => (
                <li key={i} className="flex items-center gap-3 py-3">
                  <Skeleton className="size-10 rounded-full" />
                  <div className="flex flex-1 flex-col gap-1.5">
                    <Skeleton className="h-4 w-40" />
                    <Skeleton className="h-4 w-56" />
                    <Skeleton className="h-3 w-64" />
                  </div>
                </li>
              ))}
            </ul>
          )
        ) : list.length === 0 && page === 1 ? (
          <p className="text-muted-foreground py-10 text-center text-sm">{q ? `No users found matching "${q}"` : "No users available"}</p>
        ) : (
          <ul className="divide-border flex flex-col divide-y" aria-busy={users.isPlaceholderData}>
            {list.map((u) => (
              <UserRow key={u.id} user={u} />
            ))}
          </ul>
        )}
        <Pager label="Users" page={page} pageSize={LIST_PAGE_SIZE} shown={list.length} hasNext={hasNext} hrefFor={(p) => hrefWith("/admin", { q, page: p })} />
      </CardContent>
    </Card>
  );
}
