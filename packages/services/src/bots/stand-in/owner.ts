import { eq } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import { meetings, users, type MeetingAttendee } from "@understudy/db/schema";
import type { WebhookParticipant } from "@understudy/integrations/bots";

/** Who the bot stands in for: the user's and their calendar "self" attendee's emails and display names. */
export interface OwnerIdentity {
  displayName: string;
  emails: Set<string>;
  names: Set<string>;
}

/** Case, accents, punctuation and spacing do not make a different person: "Chloé  Martin" = "chloe martin". */
export function normaliseName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function ownerIdentity(user: { name: string | null; email: string }, attendees: readonly MeetingAttendee[]): OwnerIdentity {
  const self = attendees.filter((a) => a.self);
  const emails = new Set([user.email, ...self.map((a) => a.email)].filter(Boolean).map(normaliseEmail));
  const names = new Set([user.name, ...self.map((a) => a.name)].flatMap((n) => (n ? [normaliseName(n)] : [])).filter(Boolean));
  return { displayName: user.name?.trim() || self.find((a) => a.name)?.name?.trim() || user.email, emails, names };
}

/**
 * The owner is recognised by email; only when the platform gives no email (most do not) by the
 * normalised display name. A participant whose email is someone else's is not the owner, whatever
 * their name.
 */
export function isOwner(participant: Pick<WebhookParticipant, "name" | "email">, owner: OwnerIdentity): boolean {
  if (participant.email) return owner.emails.has(normaliseEmail(participant.email));
  return participant.name ? owner.names.has(normaliseName(participant.name)) : false;
}

export async function loadOwnerIdentity(db: Executor, session: { userId: string; meetingId: string | null }): Promise<OwnerIdentity> {
  const [user] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, session.userId)).limit(1);
  const [meeting] = session.meetingId ? await db.select({ attendees: meetings.attendees }).from(meetings).where(eq(meetings.id, session.meetingId)).limit(1) : [];
  return ownerIdentity(user ?? { name: null, email: "" }, meeting?.attendees ?? []);
}
