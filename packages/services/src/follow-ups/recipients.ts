import { eq, inArray } from "drizzle-orm";
import type { Executor } from "@understudy/db";
import { botParticipants, botSessions, type MeetingAttendee } from "@understudy/db/schema";

const normal = (s: string) => s.normalize("NFKD").replace(/\p{M}/gu, "").trim().toLowerCase();

/**
 * Who was present, as addresses: the people the bot saw in the call (never the invite list alone), each with the
 * email the provider reported or, failing that, the invited attendee of the same name. The user's own addresses
 * are left out, and anyone present whose address cannot be known.
 */
export async function presentAttendeeEmails(db: Executor, input: { meetingId: string; attendees: readonly MeetingAttendee[]; ownEmails: readonly (string | null)[] }): Promise<string[]> {
  const sessions = await db.select({ id: botSessions.id }).from(botSessions).where(eq(botSessions.meetingId, input.meetingId));
  if (sessions.length === 0) return [];
  const participants = await db
    .select({ name: botParticipants.name, email: botParticipants.email, joinedAt: botParticipants.joinedAt })
    .from(botParticipants)
    .where(inArray(botParticipants.sessionId, sessions.map((s) => s.id)));
  const byName = new Map(input.attendees.filter((a) => a.name).map((a) => [normal(a.name ?? ""), a.email]));
  const own = new Set(input.ownEmails.flatMap((e) => (e ? [e.toLowerCase()] : [])));
  const out = new Set<string>();
  for (const p of participants) {
    if (!p.joinedAt) continue;
    const email = (p.email ?? (p.name ? byName.get(normal(p.name)) : undefined))?.toLowerCase();
    if (email && !own.has(email) && /^[^\s@<>,"]+@[^\s@<>,"]+$/.test(email)) out.add(email);
  }
  return [...out].sort();
}
