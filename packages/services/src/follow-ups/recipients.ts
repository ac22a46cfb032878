import type { Executor } from "@understudy/db";
import type { MeetingAttendee } from "@understudy/db/schema";
import { presentAttendees } from "../recaps/compose";

const ADDRESS = /^[^\s@<>,"]+@[^\s@<>,"]+$/;

/**
 * Who was present, as addresses: the recap's own `presentAttendees` (the people the bot saw in the call, never the
 * invite list alone, each with the platform's address or the one invitee of that name), less the owner and the
 * user's other addresses (their Google account's), and less anyone whose address cannot be known.
 */
export async function presentAttendeeEmails(
  db: Executor,
  input: { meetingId: string; userId: string; owner: { name: string | null; email: string }; attendees: readonly MeetingAttendee[]; ownEmails: readonly (string | null)[] },
): Promise<string[]> {
  const present = await presentAttendees(db, { meetingId: input.meetingId, userId: input.userId, owner: input.owner, invitees: input.attendees });
  const own = new Set(input.ownEmails.flatMap((e) => (e ? [e.toLowerCase()] : [])));
  const out = new Set<string>();
  for (const p of present) if (!p.isOwner && p.email && !own.has(p.email) && ADDRESS.test(p.email)) out.add(p.email);
  return [...out].sort();
}
