import type { MeetingAttendee } from "@understudy/db/schema";
import { normaliseName } from "../bots/stand-in/owner";

export interface OwnerMatch {
  ownerName: string | null;
  ownerIsUser: boolean;
}

export interface OwnerPeople {
  user: { name: string | null; email: string };
  /** The calendar's invitees (with `self`) and the names the bot saw join. */
  attendees: readonly Pick<MeetingAttendee, "name" | "email" | "self">[];
}

const first = (name: string) => name.split(" ")[0] ?? "";

/**
 * Who an item is for (docs/decisions/071). The summary names an owner as the speaker was labelled ("Ada",
 * "Ada Lovelace", "ada@…"). It is the user when it is the user's (or their "self" attendee's) full name, email,
 * or first name that no other attendee shares; otherwise an attendee whose full name, email or unique first name
 * it is lends their full name; otherwise the name stays as said. A first name two people share is nobody's.
 */
export function matchOwner(said: string | null, people: OwnerPeople): OwnerMatch {
  const raw = said?.trim() ?? "";
  if (!raw) return { ownerName: null, ownerIsUser: false };
  const wanted = normaliseName(raw);
  const email = raw.includes("@") ? raw.toLowerCase() : null;
  const candidates = [
    { name: people.user.name, email: people.user.email, self: true },
    ...people.attendees.map((a) => ({ name: a.name, email: a.email, self: a.self })),
  ].filter((c) => c.name || c.email);

  const full = candidates.filter((c) => (email ? c.email.toLowerCase() === email : c.name && normaliseName(c.name) === wanted));
  const byFirst = full.length
    ? full
    : email || wanted.includes(" ")
      ? []
      : candidates.filter((c) => c.name && first(normaliseName(c.name)) === wanted);
  const people_ = uniqueBy(byFirst, (c) => (c.self ? "self" : normaliseName(c.name ?? c.email)));
  if (people_.length !== 1) return { ownerName: raw, ownerIsUser: false };
  const [who] = people_;
  if (!who) return { ownerName: raw, ownerIsUser: false };
  return { ownerName: who.name?.trim() || raw, ownerIsUser: who.self };
}

function uniqueBy<T>(items: T[], key: (t: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const item of items) if (!seen.has(key(item))) seen.set(key(item), item);
  return [...seen.values()];
}
