"use client";

import { useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { SearchIcon } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@understudy/ui/card";
import { Input } from "@understudy/ui/input";
import { Skeleton } from "@understudy/ui/skeleton";
import { useTRPC } from "~/trpc/react";
import { useErrorToast } from "~/components/analytics/use-error-toast";
import { useDebouncedValue } from "~/lib/use-debounced-value";
import { UserRow } from "./user-row";

/** User Management: a search box (name or email, case-insensitive, on the server) and the user list. */
export function UserManagementCard() {
  const trpc = useTRPC();
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim(), 250);
  const users = useQuery({ ...trpc.admin.users.queryOptions(q ? { q } : {}), placeholderData: keepPreviousData });
  useErrorToast(users.isError, "Failed to load users data");
  const list = users.data;

  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle asChild>
          <h2>User Management</h2>
        </CardTitle>
        <CardDescription aria-live="polite">
          {list ? `${list.length} ${list.length === 1 ? "user" : "users"}${q ? " found" : ""}` : "Loading users…"}
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
        {!list ? (
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
        ) : list.length === 0 ? (
          <p className="text-muted-foreground py-10 text-center text-sm">{q ? `No users found matching "${q}"` : "No users available"}</p>
        ) : (
          <ul className="divide-border flex flex-col divide-y" aria-busy={users.isPlaceholderData}>
            {list.map((u) => (
              <UserRow key={u.id} user={u} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
