"use client";

import { useEffect, useState } from "react";
import { Input } from "@understudy/ui/input";
import { MAX_PARTICIPANT_LENGTH } from "~/lib/search-params";

/** Typing settles for this long before the filter (and so the search) changes. */
const DEBOUNCE_MS = 300;

/** A name or email, applied once typing pauses so each keystroke is not a search. */
export function ParticipantInput({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  const [draft, setDraft] = useState(value);
  // The URL changed under us (back button, a link): show its value.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setDraft(value);
  }
  useEffect(() => {
    if (draft === value) return;
    const timer = setTimeout(() => onChange(draft), DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- onChange is rebuilt each render from the same URL state
  }, [draft, value]);
  return <Input id={id} type="search" placeholder="Name or email" value={draft} maxLength={MAX_PARTICIPANT_LENGTH} onChange={(e) => setDraft(e.target.value)} />;
}
