import { z } from "zod";
import {
  AvatarConsentInput,
  AvatarEligibilityResponse,
  AvatarLogResponse,
  AvatarSettingsResponse,
  AvatarTurnResponse,
  MeetingAvatarResponse,
  UpdateAvatarSettingsInput,
} from "@understudy/services/avatar";
import { route, type RestRoute } from "../define";

const MeetingAvatarFields = z.strictObject({ enabled: z.boolean().nullable().optional(), talking_points: z.string().max(4000).optional() });

/** The AI Avatar (Pro, 40+ meetings where the user spoke): every row but the eligibility answers 403 with what is missing. */
export const avatarRoutes: RestRoute[] = [
  route("GET", "/avatar/eligibility", {
    tag: "avatar",
    auth: "user",
    summary: "Whether the AI Avatar is available, and what is missing (Pro only; N of 40 meetings with a transcript in which you spoke)",
    response: AvatarEligibilityResponse,
    procedure: (c) => c.avatar.eligibility,
  }),
  route("GET", "/avatar", {
    tag: "avatar",
    auth: "user",
    summary: "AI Avatar settings: kill switch, consent, voice, topics it may answer or must defer, sign-off, persona brief",
    response: AvatarSettingsResponse,
    procedure: (c) => c.avatar.settings.get,
  }),
  route("PUT", "/avatar", {
    tag: "avatar",
    auth: "user",
    summary: "Change AI Avatar settings; turning it on or choosing a voice needs current written consent (412 otherwise)",
    body: UpdateAvatarSettingsInput,
    response: AvatarSettingsResponse,
    procedure: (c) => c.avatar.settings.update,
    input: ({ body }) => body,
  }),
  route("POST", "/avatar/consent", {
    tag: "avatar",
    auth: "user",
    summary: 'Written consent to the current consent text: {"consent_version", "agreement": "I agree"}; stored with the time and version',
    body: AvatarConsentInput,
    response: AvatarSettingsResponse,
    procedure: (c) => c.avatar.consent,
    input: ({ body }) => body,
  }),
  route("POST", "/avatar/persona/rebuild", {
    tag: "avatar",
    auth: "user",
    summary: "Rebuild the persona brief from your own turns in your meetings (only yours), replacing any edits",
    response: AvatarSettingsResponse,
    procedure: (c) => c.avatar.rebuildPersona,
  }),
  route("DELETE", "/avatar/consent", {
    tag: "avatar",
    auth: "user",
    summary: "Withdraw consent; the avatar is switched off",
    response: AvatarSettingsResponse,
    procedure: (c) => c.avatar.withdrawConsent,
  }),
  route("GET", "/avatar/action-items", {
    tag: "avatar",
    auth: "user",
    summary: "Open questions the avatar deferred to you, with who asked and when",
    response: z.object({ items: z.array(AvatarTurnResponse) }),
    procedure: (c) => c.avatar.actionItems,
  }),
  route("POST", "/avatar/action-items/{id}/resolve", {
    tag: "avatar",
    auth: "user",
    summary: "Mark a deferred question as handled",
    response: AvatarTurnResponse,
    procedure: (c) => c.avatar.resolveActionItem,
    input: ({ params }) => params,
  }),
  route("GET", "/meetings/{id}/avatar", {
    tag: "avatar",
    auth: "user",
    summary: "The avatar for this meeting: off unless turned on, and its talking points",
    response: MeetingAvatarResponse,
    procedure: (c) => c.avatar.meeting,
    input: ({ params }) => params,
  }),
  route("PUT", "/meetings/{id}/avatar", {
    tag: "avatar",
    auth: "user",
    summary: "Turn the avatar on (true) or off (false) for this meeting, or follow the cover rule (null), and write its talking points",
    body: MeetingAvatarFields,
    bodyPath: "avatar",
    response: MeetingAvatarResponse,
    procedure: (c) => c.avatar.updateMeeting,
    input: ({ params, body }) => ({ id: params.id, avatar: body }),
  }),
  route("GET", "/meetings/{id}/avatar/log", {
    tag: "avatar",
    auth: "user",
    summary: "What the avatar heard as addressed to you in this meeting, what it said, why (sources or rule), and what it deferred",
    response: AvatarLogResponse,
    procedure: (c) => c.avatar.log,
    input: ({ params }) => params,
  }),
];
