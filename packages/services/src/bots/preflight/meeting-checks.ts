import type { BotSession, Meeting } from "@understudy/db/schema";
import type { ProviderAccountCheck, ProviderBot } from "@understudy/integrations/bots";
import type { CalendarEvent } from "@understudy/integrations/google";
import { formatWhen } from "../../calendar/notify";
import type { Entitlements } from "../../subscription/entitlements";
import { MINUTE, ok, warning, willFail, type PreflightCheck, type PreflightStage } from "./policy";

/** Google's own copy of a calendar meeting: the event, `gone`, `revoked` (the grant was refused), or `not_asked`. */
export type LiveEvent = Pick<CalendarEvent, "status" | "start"> | "gone" | "revoked" | "not_asked";

const CALLED_OFF = "Nothing to do if it is called off. If it goes ahead after all, put it back on the calendar and the bot is booked again.";

/** The meeting is still on the calendar, not cancelled, and the calendar it came from is still readable. */
export function calendarCheck(meeting: Pick<Meeting, "status" | "source" | "scheduledAt">, connection: { status: string } | null, live: LiveEvent = "not_asked"): PreflightCheck {
  if (meeting.status === "cancelled") return willFail("calendar", "The meeting was cancelled in the calendar, so no bot will join it.", CALLED_OFF);
  if (meeting.source !== "calendar") return ok("calendar", "Still scheduled and not cancelled.");
  if (live === "gone" || (typeof live === "object" && live.status === "cancelled")) {
    return willFail("calendar", "The meeting was cancelled in Google Calendar, so no bot will join it.", CALLED_OFF);
  }
  if (live === "revoked" || connection?.status !== "connected") {
    return warning("calendar", "Google Calendar is disconnected, so a new time or a cancellation of this meeting would not reach Understudy.", "Reconnect Google in Settings.");
  }
  if (typeof live === "object" && live.start && live.start.getTime() !== meeting.scheduledAt.getTime()) {
    return warning("calendar", `Google Calendar now has this meeting at ${formatWhen(live.start)}; the bot follows at the next calendar sync.`, "Nothing to do: the next sync moves the bot. To hurry it, press Sync on the Calendar page.");
  }
  return ok("calendar", "Still on your Google Calendar and not cancelled.");
}

/** The plan in force when the meeting starts allows a bot (a trial can run out in between). */
export function planCheck(atMeeting: Entitlements, today: Entitlements, startsAt: Date): PreflightCheck {
  if (atMeeting.canDeployBots) return ok("plan", "Your plan includes a bot for this meeting.");
  if (today.canDeployBots) {
    return willFail("plan", `Your free trial ends before this meeting (${formatWhen(startsAt)}), and bots need the Pro plan after that.`, "Upgrade to Pro in Settings → Billing before the meeting.");
  }
  return willFail("plan", "Your plan does not include meeting bots any more, so none will be sent.", "Upgrade to Pro in Settings → Billing.");
}

/** The provider answers, takes our key and can run bots. `null`: no provider configured on this server. */
export function providerCheck(account: ProviderAccountCheck | null, stage: PreflightStage): PreflightCheck {
  if (!account) return willFail("provider", "Meeting bots are not set up on this server.", "Ask your administrator to configure the bot provider.");
  const later = stage === "day" ? "Nothing to do yet: it is checked again 10 minutes before the meeting." : "If it is still down at the start, join yourself or send the bot from the meeting page once it is back.";
  switch (account.state) {
    case "ok":
      return ok("provider", "The bot service is up and accepting bots.");
    case "unauthorized":
      return willFail("provider", "The bot service refused this server's API key, so it will not start any bot.", "Ask your administrator to renew the bot provider's API key.");
    case "out_of_credit":
      return willFail("provider", "The bot service account is out of credit, so it will not start new bots.", "Ask your administrator to add credit to the bot provider account.");
    case "no_capacity":
      return warning("provider", "The bot service has no spare bots right now.", later);
    case "throttled":
      return warning("provider", "The bot service is turning requests away for a moment (rate limit).", later);
    case "unavailable":
      return warning("provider", "The bot service did not answer.", later);
  }
}

export interface BookingFacts {
  meeting: Pick<Meeting, "scheduledAt" | "meetingUrl">;
  /** The meeting's newest bot session, if any. */
  session: Pick<BotSession, "status" | "joinAt" | "meetingUrl" | "providerBotId" | "errorMessage" | "reason" | "origin"> | null;
  /** The provider's copy of the booked bot: null when not asked, "missing" when the provider no longer has it. */
  providerBot: ProviderBot | "missing" | null;
  /** How long before the start the scheduler books (plan-dependent). */
  horizonMinutes: number;
  now: Date;
}

// The scheduler runs every minute; a booking this late past its horizon is not just "in the next run".
const BOOKING_GRACE_MINUTES = 2;
const FINISHED = new Set(["disconnected", "error"]);

/** A bot is booked (or will be, at the booking horizon) for the meeting's time and link, at our end and at the provider's. */
export function bookingCheck({ meeting, session, providerBot, horizonMinutes, now }: BookingFacts): PreflightCheck {
  const startsIn = meeting.scheduledAt.getTime() - now.getTime();
  const send = "Send a bot from the meeting page.";
  const live = session && !FINISHED.has(session.status) ? session : null;
  if (!live) {
    if (session?.status === "error" && session.joinAt?.getTime() === meeting.scheduledAt.getTime()) {
      return willFail("booking", session.errorMessage ?? "The bot provider refused the booking.", "Check the meeting link, then send a bot from the meeting page.");
    }
    if (startsIn > horizonMinutes * MINUTE) return ok("booking", `A bot will be booked ${horizonMinutes} minutes before the start.`);
    if (startsIn > (horizonMinutes - BOOKING_GRACE_MINUTES) * MINUTE) return ok("booking", "The bot is being booked now.");
    return willFail("booking", "No bot is booked for this meeting, though it should have been by now.", send);
  }
  if (live.joinAt && live.joinAt.getTime() !== meeting.scheduledAt.getTime()) {
    return warning("booking", `The booked bot is set for ${formatWhen(live.joinAt)}, but the meeting now starts at ${formatWhen(meeting.scheduledAt)}; it is being moved.`, `Nothing to do: it is rebooked within a minute. If this stays, ${send.toLowerCase()}`);
  }
  if (live.meetingUrl !== meeting.meetingUrl) {
    return warning("booking", "The booked bot has the meeting's old link; it is being rebooked with the new one.", `Nothing to do: it is rebooked within a minute. If this stays, ${send.toLowerCase()}`);
  }
  if (providerBot === "missing") return willFail("booking", "The bot provider no longer has the bot that was booked for this meeting.", send);
  if (providerBot?.joinAt && providerBot.joinAt.getTime() !== meeting.scheduledAt.getTime()) {
    return willFail("booking", `The bot provider has the bot booked for ${formatWhen(providerBot.joinAt)}, not for the meeting's start (${formatWhen(meeting.scheduledAt)}).`, send);
  }
  if (!live.providerBotId) return ok("booking", "The bot is being booked now.");
  return ok("booking", live.origin === "manual" ? "A bot was sent to this meeting." : `A bot is booked to join at ${formatWhen(meeting.scheduledAt)}.`);
}
