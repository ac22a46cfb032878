"use client";

import { SearchIcon } from "lucide-react";
import { Input } from "@understudy/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@understudy/ui/select";
import { isStatusFilter, STATUS_FILTER_OPTIONS, type StatusFilter } from "./filter-meetings";

interface Props {
  query: string;
  status: StatusFilter;
  onQueryChange: (query: string) => void;
  onStatusChange: (status: StatusFilter) => void;
}

/** The search box (title or description) and the derived-status filter. */
export function MeetingsToolbar({ query, status, onQueryChange, onStatusChange }: Props) {
  return (
    <div role="search" className="flex flex-col gap-3 sm:flex-row">
      <div className="relative flex-1">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input
          type="search"
          aria-label="Search meetings"
          placeholder="Search meetings..."
          className="pl-9"
          value={query}
          onChange={(e) => onQueryChange(e.target.value)}
        />
      </div>
      <Select
        value={status}
        onValueChange={(value) => {
          if (isStatusFilter(value)) onStatusChange(value);
        }}
      >
        <SelectTrigger aria-label="Filter by status" className="w-full sm:w-44">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {STATUS_FILTER_OPTIONS.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
