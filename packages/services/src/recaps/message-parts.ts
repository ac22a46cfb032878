import { formatDateTime, formatOffset } from "../export/time";
import type { Recap } from "./compose";

/** Who reads this copy: the owner (links into the app, an unsubscribe link) or someone the owner shared it with. */
export type RecapAudience =
  | { kind: "owner"; unsubscribeUrl: string; settingsUrl: string }
  /** Links into the app would ask them to sign in as the owner: their copy names the moments instead. */
  | { kind: "share"; sharedBy: string };

export const recapSubject = (recap: Recap) => `Recap: ${oneLine(recap.title)}`.slice(0, 200);

/** "Friday 27 November 2026, 14:00 UTC · 45 min". Users have no stored time zone yet: UTC, said so. */
export const recapWhen = (recap: Recap) => `${formatDateTime(recap.when.startsAt, "UTC")} UTC · ${recap.when.durationMinutes} min`;

export const momentLabel = (seconds: number) => formatOffset(seconds);

export function ownerLabel(item: Recap["actionItems"][number], audience: RecapAudience): string | null {
  if (!item.owner) return null;
  return item.ownerIsUser && audience.kind === "owner" ? "You" : item.owner;
}

export function dueLabel(item: Recap["actionItems"][number]): string | null {
  if (item.dueDate && item.due && item.due !== item.dueDate) return `${item.due} (${item.dueDate})`;
  return item.dueDate ?? item.due;
}

export const sharerName = (recap: Recap) => recap.owner.name?.trim() || recap.owner.email;

/** A header value and a subject are one line. */
export const oneLine = (value: string) => value.replace(/[\r\n]+/g, " ").trim();
