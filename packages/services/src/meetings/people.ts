import { z } from "zod";
import type { UserContext } from "../context";
import { getOwnedMeetingOrThrow } from "./internal";
import type { MeetingIdInput } from "./schemas";

export const MeetingPerson = z.object({
  name: z.string().nullable(),
  email: z.string(),
  organizer: z.boolean(),
  /** The user themselves, as the calendar marks them. */
  self: z.boolean(),
});
export const MeetingPeopleResponse = z.object({ people: z.array(MeetingPerson) });
export type MeetingPeopleResponse = z.infer<typeof MeetingPeopleResponse>;

/** Who a meeting's invitation names: its attendees and organiser, as the calendar gave them (assistants brief from this). */
export async function getMeetingPeople({ ctx, input }: { ctx: UserContext; input: MeetingIdInput }): Promise<MeetingPeopleResponse> {
  const meeting = await getOwnedMeetingOrThrow(ctx.db, ctx.actor.userId, input.id);
  const people = meeting.attendees.map((a) => ({ name: a.name, email: a.email, organizer: a.organizer, self: a.self }));
  const organizer = meeting.organizerEmail?.toLowerCase();
  if (organizer && !people.some((p) => p.email.toLowerCase() === organizer)) people.unshift({ name: null, email: meeting.organizerEmail ?? organizer, organizer: true, self: false });
  return { people };
}
