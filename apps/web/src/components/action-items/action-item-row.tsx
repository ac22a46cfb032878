"use client";

import Link from "next/link";
import { useState, type FormEvent } from "react";
import { Badge } from "@understudy/ui/badge";
import { Button } from "@understudy/ui/button";
import { Input } from "@understudy/ui/input";
import { CheckCircle2Icon, CircleIcon, PencilIcon } from "lucide-react";
import { FollowUpButtons } from "./follow-up-buttons";
import type { ActionItem, ActionItemPatch } from "./use-action-items";

/** The day an item is due, as a short local date of the calendar day it names (no time zone shift). */
export function dueLabel(item: Pick<ActionItem, "due_date" | "due">): string | null {
  if (item.due_date) {
    const [y, m, d] = item.due_date.split("-").map(Number);
    return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)).toLocaleDateString(undefined, { month: "short", day: "numeric", timeZone: "UTC" });
  }
  return item.due;
}

/** One action item: tick it done or reopen it, and (not on the dashboard) reword, reassign or re-date it in place. */
export function ActionItemRow({ item, pending, onChange, editable = true }: { item: ActionItem; pending: boolean; onChange: (patch: ActionItemPatch) => void; editable?: boolean }) {
  const [editing, setEditing] = useState(false);
  const done = item.status === "done";
  const due = dueLabel(item);

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: string) => {
      const value = form.get(name);
      return typeof value === "string" ? value.trim() : "";
    };
    const text = field("text");
    const owner = field("owner");
    const dueDate = field("due_date");
    const patch: ActionItemPatch = {};
    if (text && text !== item.text) patch.text = text;
    const currentOwner = item.owner_is_user ? "me" : (item.owner ?? "");
    if (owner !== currentOwner) patch.owner = owner === "" ? null : owner;
    if (dueDate !== (item.due_date ?? "")) patch.due_date = dueDate === "" ? null : dueDate;
    if (Object.keys(patch).length) onChange(patch);
    setEditing(false);
  };

  return (
    <div className="flex min-w-0 items-start gap-2 rounded-lg border p-3">
      <Button
        variant="ghost"
        size="icon"
        className="size-8 shrink-0"
        disabled={pending}
        aria-pressed={done}
        aria-label={done ? `Reopen: ${item.text}` : `Mark done: ${item.text}`}
        onClick={() => onChange({ status: done ? "open" : "done" })}
      >
        {done ? <CheckCircle2Icon className="text-primary" aria-hidden /> : <CircleIcon aria-hidden />}
      </Button>
      {editing ? (
        <form className="grid min-w-0 flex-1 gap-2" onSubmit={save} aria-label="Edit action item">
          <Input name="text" defaultValue={item.text} aria-label="Action item" maxLength={1000} required />
          <div className="grid gap-2 sm:grid-cols-2">
            <Input name="owner" defaultValue={item.owner_is_user ? "me" : (item.owner ?? "")} aria-label="Owner" placeholder='Owner ("me" or a name)' maxLength={200} />
            <Input name="due_date" type="date" defaultValue={item.due_date ?? ""} aria-label="Due date" />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={pending}>
              Save
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className="grid min-w-0 flex-1 gap-1">
          <p className={`break-words text-sm ${done ? "text-muted-foreground line-through" : ""}`}>{item.text}</p>
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
            {item.owner ? <span>{item.owner_is_user ? "You" : item.owner}</span> : <span>No owner</span>}
            {due ? <Badge variant="outline">Due {due}</Badge> : null}
            {item.source === "avatar" ? <Badge variant="secondary">Avatar deferred</Badge> : null}
            <Link href={item.link} className="min-w-0 truncate underline-offset-2 hover:underline">
              {item.meeting_title}
            </Link>
          </div>
          {editable && !done && item.source === "summary" ? <FollowUpButtons itemId={item.id} label={item.text} /> : null}
        </div>
      )}
      {editable && !editing ? (
        <Button variant="ghost" size="icon" className="size-8 shrink-0" aria-label={`Edit: ${item.text}`} onClick={() => setEditing(true)}>
          <PencilIcon aria-hidden />
        </Button>
      ) : null}
    </div>
  );
}
