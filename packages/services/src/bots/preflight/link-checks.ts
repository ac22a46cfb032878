import type { BotSession, Meeting } from "@understudy/db/schema";
import { botPlatform, type BotPlatform } from "@understudy/integrations/meeting-links";
import { ok, warning, willFail, type PreflightCheck } from "./policy";

const PLATFORM_NAMES: Record<BotPlatform, string> = { zoom: "Zoom", google_meet: "Google Meet", teams: "Microsoft Teams" };

/** The link parses and names a platform the bot can join. */
export function linkCheck(meeting: Pick<Meeting, "meetingUrl">): PreflightCheck {
  if (!meeting.meetingUrl) return willFail("link", "This meeting has no video link, so there is nothing for the bot to join.", "Add the meeting's Zoom, Google Meet or Microsoft Teams link to the meeting.");
  const platform = botPlatform(meeting.meetingUrl);
  if (!platform) {
    return willFail(
      "link",
      "The meeting link is not a Zoom, Google Meet or Microsoft Teams join link, so the bot cannot use it.",
      "Replace it with the meeting's own join link (copy it from the invitation, not a redirect or calendar link).",
    );
  }
  return ok("link", `The link is a ${PLATFORM_NAMES[platform]} meeting the bot can join.`);
}

/** What the last bot sent to the same link ran into, as the provider reported it. */
export type PastAttempt = Pick<BotSession, "platform" | "status" | "reason" | "providerStatus" | "providerSubCode" | "admittedAt" | "errorMessage" | "botName">;

// Provider codes for "only signed-in users may join" (Recall's fatal sub-code, Attendee's could-not-join sub-type).
const SIGN_IN = new Set(["meeting_requires_sign_in", "login_required", "bot_login_attempt_failed"]);
// Turned away at the door (Recall's sub-code when denied in the waiting room, Attendee's sub-type).
const DENIED = new Set(["bot_kicked_from_waiting_room", "request_to_join_denied"]);

const signInFailure = (a: PastAttempt) => SIGN_IN.has(a.providerSubCode ?? "") || SIGN_IN.has(a.reason ?? "") || SIGN_IN.has((a.errorMessage ?? "").replace(/^The bot failed: /, ""));
const deniedAtDoor = (a: PastAttempt) => a.admittedAt === null && (DENIED.has(a.providerSubCode ?? "") || DENIED.has(a.reason ?? "") || a.reason === "removed");

/**
 * The platform's known constraints for this link. Neither provider can test a meeting before the bot
 * joins, so they come from two places: what the link itself says (a Teams meeting holds guests in its
 * lobby; a Zoom link without its passcode stops at the passcode prompt) and how the platform answered
 * the last bot sent to this very link (a recurring meeting keeps its link and its settings).
 */
export function platformCheck(meetingUrl: string | null, last: PastAttempt | null, botName: string): PreflightCheck {
  const platform = meetingUrl ? botPlatform(meetingUrl) : null;
  if (!meetingUrl || !platform) return ok("platform", "No platform to check: the link check says what to do.");
  if (last && signInFailure(last)) {
    if (platform === "google_meet") {
      return willFail("platform", "This Google Meet only admits people signed in to a Google account, and turned the bot away last time.", "Ask the organiser to let guests join without a Google account.");
    }
    return willFail(
      "platform",
      `This ${PLATFORM_NAMES[platform]} meeting only lets in signed-in users: the last bot sent to it was refused for that reason.`,
      platform === "zoom"
        ? "Ask the organiser to turn off “Only authenticated users can join” for this meeting."
        : "Ask the organiser to let anonymous guests join this meeting.",
    );
  }
  if (last && deniedAtDoor(last)) {
    if (platform === "google_meet") {
      return willFail(
        "platform",
        "Google Meet turned the bot away at the door last time: the organiser's Workspace denies guests without a Google account.",
        "Ask the organiser to let guests join without a Google account (Meet's host controls → Meeting access).",
      );
    }
    return warning("platform", `The last bot sent to this ${PLATFORM_NAMES[platform]} meeting was refused at the lobby.`, `Ask the organiser to admit “${botName}” when it asks to join.`);
  }
  if (last?.reason === "lobby_timeout") {
    return warning("platform", "Last time the bot waited in the lobby and nobody let it in.", `Ask the organiser to let guests bypass the lobby, or to admit “${botName}” when it knocks.`);
  }
  if (platform === "teams") {
    return warning("platform", "Microsoft Teams usually holds guests in the lobby until someone in the meeting admits them.", `Ask the organiser to let everyone bypass the lobby, or to admit “${botName}” when it knocks.`);
  }
  if (platform === "zoom" && isZoomJoinLink(meetingUrl) && !new URL(meetingUrl).searchParams.get("pwd")) {
    return warning("platform", "The Zoom link has no passcode in it; if the meeting has one, the bot stops at the passcode prompt.", "Use the invitation's full join link, the one ending in ?pwd=…");
  }
  return ok("platform", platform === "google_meet" ? "Google Meet lets the bot ask to join; someone in the meeting admits it." : `Nothing known stops the bot from joining this ${PLATFORM_NAMES[platform]} meeting.`);
}

/** A numbered Zoom meeting (`/j/123…`), not a personal room link, which carries no passcode by design. */
function isZoomJoinLink(url: string): boolean {
  return /^\/(j|w|s)\/\d{9,11}\/?$/.test(new URL(url).pathname);
}
