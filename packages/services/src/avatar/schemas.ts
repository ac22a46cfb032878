import { z } from "zod";

export const AvatarEligibilityResponse = z.object({
  eligible: z.boolean(),
  pro: z.boolean(),
  meetings_with_your_voice: z.number().int(),
  meetings_required: z.number().int(),
  /** What stands between the user and the avatar, in words: "Pro only: …", "12 of 40 meetings: …". */
  missing: z.array(z.string()),
});
export type AvatarEligibilityResponse = z.infer<typeof AvatarEligibilityResponse>;

const Topic = z.string().trim().min(1).max(100);

export const AvatarSettingsResponse = z.object({
  enabled: z.boolean(),
  consented_at: z.string().nullable(),
  consent_version: z.string().nullable(),
  /** The text the user must agree to (the current version). */
  consent_text: z.string(),
  current_consent_version: z.string(),
  voice_provider: z.string(),
  voice_id: z.string(),
  voices: z.array(z.object({ provider: z.string(), id: z.string(), label: z.string() })),
  answer_topics: z.array(z.string()),
  defer_topics: z.array(z.string()),
  sign_off: z.string(),
  /** The cover rule: on in every meeting the stand-in covers (unless turned off there); false: only where turned on. */
  on_in_covered_meetings: z.boolean(),
  /** Ask-me-first: how long a drafted answer waits for your approval before the avatar defers (5–120 s). */
  ask_first_seconds: z.number().int(),
  persona_brief: z.string().nullable(),
  persona_edited: z.boolean(),
});
export type AvatarSettingsResponse = z.infer<typeof AvatarSettingsResponse>;

export const UpdateAvatarSettingsInput = z
  .strictObject({
    enabled: z.boolean().optional(),
    voice_provider: z.string().min(1).max(40).optional(),
    voice_id: z.string().min(1).max(100).optional(),
    answer_topics: z.array(Topic).max(30).optional(),
    defer_topics: z.array(Topic).max(30).optional(),
    sign_off: z.string().trim().max(140).optional(),
    on_in_covered_meetings: z.boolean().optional(),
    ask_first_seconds: z.number().int().min(5, "At least 5 seconds").max(120, "At most 120 seconds").optional(),
    persona_brief: z.string().trim().max(4000).optional(),
  })
  .refine((v) => Object.keys(v).length > 0, "Nothing to change");
export type UpdateAvatarSettingsInput = z.infer<typeof UpdateAvatarSettingsInput>;

export const AvatarConsentInput = z.strictObject({
  /** The version of the text shown; an outdated one is refused so nobody consents to words they did not see. */
  consent_version: z.string().min(1).max(40),
  /** The user types their agreement: "I agree". */
  agreement: z.string().trim().min(1).max(40),
});
export type AvatarConsentInput = z.infer<typeof AvatarConsentInput>;

export const MeetingAvatarInput = z.object({ id: z.uuid() });

export const MeetingAvatarResponse = z.object({
  meeting_id: z.string(),
  /** Whether it will answer in this meeting: the toggle, else the cover rule. */
  enabled: z.boolean(),
  /** The per-meeting toggle: true, false, or null (follow the cover rule). */
  toggle: z.boolean().nullable(),
  talking_points: z.string(),
  /** "Answer on my own": a talking point, word for word, is said without asking you first; anything else still asks. */
  answer_on_own: z.boolean(),
});
export type MeetingAvatarResponse = z.infer<typeof MeetingAvatarResponse>;

export const UpdateMeetingAvatarInput = z.object({
  id: z.uuid(),
  avatar: z.strictObject({ enabled: z.boolean().nullable().optional(), talking_points: z.string().max(4000).optional(), answer_on_own: z.boolean().optional() }),
});
export type UpdateMeetingAvatarInput = z.infer<typeof UpdateMeetingAvatarInput>;

export const AvatarSourceSchema = z.object({
  kind: z.enum(["talking_points", "persona", "meeting"]),
  meeting_id: z.string().nullable(),
  meeting_title: z.string().nullable(),
  quote: z.string(),
  href: z.string().nullable(),
});

export const AvatarTurnResponse = z.object({
  id: z.string(),
  meeting_id: z.string(),
  asked_by: z.string(),
  heard: z.string(),
  heard_at: z.string(),
  decision: z.enum(["answer", "defer", "ignore"]),
  said: z.string().nullable(),
  reason: z.string(),
  sources: z.array(AvatarSourceSchema),
  latency_ms: z.number().int().nullable(),
  resolved_at: z.string().nullable(),
});
export type AvatarTurnResponse = z.infer<typeof AvatarTurnResponse>;

export const AvatarLogResponse = z.object({
  meeting_id: z.string(),
  turns: z.array(AvatarTurnResponse),
  /** The questions it deferred: action items for the user, with who asked and when. */
  deferred: z.array(AvatarTurnResponse),
});
export type AvatarLogResponse = z.infer<typeof AvatarLogResponse>;

/** What the model must answer with (strict json_schema): its proposal, which the hard rules then judge. */
export const AvatarModelAnswer = z.object({
  decision: z.enum(["answer", "defer", "ignore"]),
  answer: z.string(),
  disclosure: z.string(),
  sources: z.array(z.object({ source: z.number().int(), quote: z.string() })),
});
export type AvatarModelAnswer = z.infer<typeof AvatarModelAnswer>;

/** What the browser's recorder produces (and plain wav/mp3 files): the containers a voice sample may come in. */
export const VOICE_SAMPLE_TYPES = ["audio/webm", "audio/ogg", "audio/mp4", "audio/wav", "audio/mpeg"] as const;
/** Under the REST adapter's 1 MB JSON body once base64 (4/3) is added: about 3 minutes of 32 kbit/s Opus. */
export const MAX_VOICE_SAMPLE_BYTES = 700 * 1024;
/** Less cannot hold a second of speech. */
export const MIN_VOICE_SAMPLE_BYTES = 4 * 1024;
export const MAX_VOICE_SAMPLES = 10;

export const AddVoiceSampleInput = z.strictObject({
  label: z.string().trim().min(1).max(80),
  /** The recording's media type as the browser reports it; codec parameters (";codecs=opus") are allowed. */
  content_type: z.string().trim().max(100),
  /** The recording, base64: the REST contract is JSON (see packages/api/src/rest/handler.ts). */
  audio_base64: z.string().min(1).max(Math.ceil(MAX_VOICE_SAMPLE_BYTES / 3) * 4 + 4),
});
export type AddVoiceSampleInput = z.infer<typeof AddVoiceSampleInput>;

export const VoiceSampleResponse = z.object({
  id: z.string(),
  label: z.string(),
  content_type: z.string(),
  byte_size: z.number().int(),
  created_at: z.string(),
});
export type VoiceSampleResponse = z.infer<typeof VoiceSampleResponse>;

export const AvatarVoiceResponse = z.object({
  /** Whether a cloning provider is configured here; without one samples can be kept but no voice made. */
  cloning_available: z.boolean(),
  samples: z.array(VoiceSampleResponse),
  cloned_voice: z.object({ provider: z.string(), voice_id: z.string(), sample_count: z.number().int(), created_at: z.string() }).nullable(),
  accepted_content_types: z.array(z.string()),
  max_sample_bytes: z.number().int(),
  max_samples: z.number().int(),
});
export type AvatarVoiceResponse = z.infer<typeof AvatarVoiceResponse>;

export const VoiceSampleInput = z.object({ id: z.uuid() });

export const VoiceSampleAudio = z.object({ filename: z.string(), content_type: z.string(), content_base64: z.string() });
export type VoiceSampleAudio = z.infer<typeof VoiceSampleAudio>;
