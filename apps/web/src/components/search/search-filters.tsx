"use client";

import { Input } from "@understudy/ui/input";
import { Label } from "@understudy/ui/label";
import { NativeSelect, NativeSelectOption } from "@understudy/ui/native-select";
import { platformLabel } from "~/lib/format";
import { SEARCH_PLATFORMS, type SearchState } from "~/lib/search-params";
import { ParticipantInput } from "./participant-input";

const ANY = "any";

/** Date range, platform and participant; each change applies at once (the participant once typing pauses). */
export function SearchFilters({ state, onChange }: { state: SearchState; onChange: (patch: Partial<SearchState>) => void }) {
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <div className="grid gap-1.5">
        <Label htmlFor="search-from">From</Label>
        <Input id="search-from" type="date" value={state.from} max={state.to || undefined} onChange={(e) => onChange({ from: e.target.value })} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="search-to">To</Label>
        <Input id="search-to" type="date" value={state.to} min={state.from || undefined} onChange={(e) => onChange({ to: e.target.value })} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="search-platform">Platform</Label>
        {/* The browser's select: a phone shows its own picker, and the page does not ship Radix Select's popper. */}
        <NativeSelect
          id="search-platform"
          className="w-full"
          value={state.platform || ANY}
          onChange={(e) => onChange({ platform: e.target.value === ANY ? "" : (e.target.value as SearchState["platform"]) })}
        >
          <NativeSelectOption value={ANY}>All platforms</NativeSelectOption>
          {SEARCH_PLATFORMS.map((p) => (
            <NativeSelectOption key={p} value={p}>
              {platformLabel(p)}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="search-participant">Participant</Label>
        <ParticipantInput id="search-participant" value={state.participant} onChange={(participant) => onChange({ participant })} />
      </div>
    </div>
  );
}
