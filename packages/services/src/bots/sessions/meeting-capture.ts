import type { UserContext } from "../../context";
import { getOwnedMeetingOrThrow } from "../../meetings/internal";
import { captureExpired } from "../../privacy/policy";
import { absentInvitees, latestSessionOfMeeting, loadParticipants, loadTranscript, ownerArrival, participantEntry } from "./attendance";
import { consentRecord } from "./consent";
import { loadOwnerIdentity } from "../stand-in/owner";
import { toBotSessionResponse, toStandInResponse, type MeetingCaptureInput } from "../schemas";
import { isLive } from "../events/status";

/**
 * What the meeting page shows of a meeting a bot attended: who came (the bot's participants, then the
 * calendar invitees it never saw), the owner's arrival, and the transcript. `live` tells the page to keep
 * refreshing while the bot is still in the call.
 */
export async function getMeetingCapture({ ctx, input }: { ctx: UserContext; input: MeetingCaptureInput }) {
  const meeting = await getOwnedMeetingOrThrow(ctx.db, ctx.actor.userId, input.meeting_id);
  const session = await latestSessionOfMeeting(ctx.db, meeting.id, ctx.actor.userId);
  // Past the owner's retention the meeting keeps its session record, but not who said and attended what.
  const expired = await captureExpired(ctx.db, ctx.actor.userId, meeting, ctx.clock.now());
  const transcript = expired ? [] : await loadTranscript(ctx.db, meeting.id, ctx.actor.userId);
  if (!session) return { live: false, session: null, stand_in: null, owner_arrival: null, attendance: [], transcript, consent: [] };
  const owner = await loadOwnerIdentity(ctx.db, session);
  const participants = expired ? [] : await loadParticipants(ctx.db, session.id);
  return {
    live: isLive(session.status),
    session: toBotSessionResponse(session),
    stand_in: toStandInResponse(session),
    owner_arrival: ownerArrival(session, meeting.scheduledAt),
    attendance: [...participants.map((p) => participantEntry(p, owner)), ...absentInvitees(meeting.attendees, participants, session)],
    transcript,
    consent: consentRecord(session, owner.displayName),
  };
}
