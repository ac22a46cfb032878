import { z } from "zod";
import { BotWebhookPayloadError } from "./errors";
import type { BotWebhookEvent, ProviderBot, ProviderStatusChange, TranscriptSegment, WebhookParticipant } from "./interface";

/**
 * Attendee's shapes (reference §2.2–2.6) and their translation into the app's terms. States, event
 * types and sub-types pass through verbatim: the API maps them onto SPEC §4.
 */

/**
 * Attendee stamps utterances with Unix milliseconds; the app stores seconds from the start of the
 * recording. The webhook does not say when the recording started, so the adapter writes its own
 * origin into the bot's metadata at create time (echoed on every webhook as `bot_metadata`): the
 * join time of a scheduled bot, the create time of an ad-hoc one. Every delivery of one utterance,
 * by webhook or by GET /transcript, then lands on the same offset.
 */
export const TRANSCRIPT_ORIGIN_KEY = "transcript_origin_ms";
/** Before 1973 as Unix ms: the provider sent offsets, not clock times. */
const SMALLEST_EPOCH_MS = 1e11;

const IsoDate = z.string().refine((s) => !Number.isNaN(Date.parse(s)), "not a date");
const Text = z.string().max(16_384);

export const BotObject = z.object({
  id: z.string().min(1).max(200),
  bot_name: z.string().nullable().optional(),
  state: z.string().max(200),
  events: z.array(z.object({ type: z.string().max(200), sub_type: z.string().max(200).nullable().optional(), created_at: IsoDate })).default([]),
  join_at: IsoDate.nullable().optional(),
  metadata: z.record(z.string(), z.unknown()).nullable().optional(),
});
export const BotList = z.object({ next: z.string().nullable().optional(), results: z.array(BotObject) });

export const Utterance = z.object({
  speaker_name: z.string().nullable().optional(),
  speaker_uuid: z.string().nullable().optional(),
  speaker_is_host: z.boolean().nullable().optional(),
  timestamp_ms: z.number().finite(),
  duration_ms: z.number().finite().nonnegative(),
  transcription: z.object({ transcript: Text.nullable().optional() }).nullable().optional(),
});

const StateChange = z.object({
  new_state: z.string().max(200),
  event_type: z.string().max(200).nullable().optional(),
  event_sub_type: z.string().max(200).nullable().optional(),
  event_metadata: z.record(z.string(), z.unknown()).nullable().optional(),
  created_at: IsoDate,
});
const ParticipantEvent = z.object({
  participant_name: z.string().nullable().optional(),
  participant_uuid: z.string().min(1).max(500),
  participant_is_host: z.boolean().nullable().optional(),
  event_type: z.string().max(200),
  timestamp_ms: z.number().finite(),
});
// The OpenAPI file types timestamp_ms as a string and timestamp as an integer; accept either.
const ChatMessage = z.object({
  text: Text,
  to: z.string().max(200).nullable().optional(),
  sender_name: z.string().nullable().optional(),
  sender_uuid: z.string().max(500).nullable().optional(),
  timestamp_ms: z.union([z.number().finite(), z.string().regex(/^\d{1,16}$/).transform(Number)]).nullable().optional(),
  timestamp: z.number().finite().nullable().optional(),
});
const Envelope = z.object({
  idempotency_key: z.string().min(1).max(200),
  bot_id: z.string().min(1).max(200).nullable().optional(),
  bot_metadata: z.unknown().optional(),
  trigger: z.string().max(200),
  data: z.unknown(),
});

/** Attendee metadata is any JSON object; the app's is string → string (only `session_id` matters). */
export function stringMetadata(raw: unknown): Record<string, string> {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return {};
  return Object.fromEntries(Object.entries(raw).filter((e): e is [string, string] => typeof e[1] === "string"));
}

function transcriptOrigin(metadata: Record<string, string>, timestampMs: number): number {
  const origin = Number(metadata[TRANSCRIPT_ORIGIN_KEY]);
  if (Number.isSafeInteger(origin) && origin > 0) return origin;
  // A bot this adapter did not create: midnight UTC of the utterance keeps offsets stable and small.
  return timestampMs - (timestampMs % 86_400_000);
}

/** One utterance → a segment (null when it has no words). */
export function toSegment(u: z.infer<typeof Utterance>, metadata: Record<string, string>): { segment: TranscriptSegment; at: Date } | null {
  const text = u.transcription?.transcript?.trim();
  if (!text) return null;
  const absolute = u.timestamp_ms >= SMALLEST_EPOCH_MS;
  const startMs = absolute ? u.timestamp_ms - transcriptOrigin(metadata, u.timestamp_ms) : u.timestamp_ms;
  const start = startMs / 1000;
  const at = new Date(absolute ? u.timestamp_ms : (Number(metadata[TRANSCRIPT_ORIGIN_KEY]) || 0) + u.timestamp_ms);
  return { segment: { speaker: u.speaker_name ?? null, startSeconds: start, endSeconds: start + u.duration_ms / 1000, text }, at };
}

// Which state each event type leads to (reference §2.5, BotEventManager's transitions).
const STATE_AFTER_EVENT: Record<string, string> = {
  staged: "staged",
  join_requested: "joining",
  put_in_waiting_room: "waiting_room",
  joined_meeting: "joined_not_recording",
  recording_permission_granted: "joined_recording",
  recording_permission_denied: "joined_recording_permission_denied",
  recording_paused: "joined_recording_paused",
  recording_resumed: "joined_recording",
  could_not_join_meeting: "fatal_error",
  fatal_error: "fatal_error",
  leave_requested: "leaving",
  left_meeting: "post_processing",
  meeting_ended: "post_processing",
  post_processing_completed: "ended",
  data_deleted: "data_deleted",
};

/** The bot object → ProviderBot; its event log becomes state changes ending in the current state. */
export function toProviderBot(body: unknown): ProviderBot {
  const bot = BotObject.parse(body);
  const statusChanges: ProviderStatusChange[] = bot.events.flatMap((e) => {
    const code = STATE_AFTER_EVENT[e.type];
    return code ? [{ code, subCode: e.sub_type ?? null, at: new Date(e.created_at) }] : [];
  });
  const last = bot.events.at(-1);
  if (last && statusChanges.at(-1)?.code !== bot.state) statusChanges.push({ code: bot.state, subCode: last.sub_type ?? null, at: new Date(last.created_at) });
  return { id: bot.id, botName: bot.bot_name ?? null, joinAt: bot.join_at ? new Date(bot.join_at) : null, metadata: stringMetadata(bot.metadata), statusChanges };
}

/** Teams names who removed the bot: `bot_removed_by` in current docs, `remover_*` keys in the reference's commit. */
function removedByParticipant(metadata: Record<string, unknown> | null | undefined): boolean {
  if (!metadata) return false;
  return (metadata.bot_removed_by !== null && typeof metadata.bot_removed_by === "object") || Object.keys(metadata).some((k) => k.startsWith("remover_") && metadata[k] != null);
}

/** A verified body → our event. Unknown triggers are acknowledged and ignored, never an error. */
export function parseAttendeeEvent(rawBody: string): BotWebhookEvent {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new BotWebhookPayloadError("Webhook body is not JSON");
  }
  const envelope = Envelope.safeParse(json);
  if (!envelope.success) throw new BotWebhookPayloadError("Webhook body is not an Attendee envelope");
  const { idempotency_key: eventId, trigger, data } = envelope.data;
  const botId = envelope.data.bot_id ?? null;
  const metadata = stringMetadata(envelope.data.bot_metadata);
  const fail = (): never => {
    throw new BotWebhookPayloadError(`Unreadable ${trigger} payload`);
  };
  const ignored = { kind: "ignored" as const, eventId, botId, event: trigger };
  const isBotTrigger = ["bot.state_change", "participant_events.join_leave", "transcript.update", "chat_messages.update"].includes(trigger);
  if (!isBotTrigger) return ignored;
  if (!botId) return fail();

  if (trigger === "bot.state_change") {
    const parsed = StateChange.safeParse(data);
    if (!parsed.success) return fail();
    const s = parsed.data;
    return {
      kind: "status",
      eventId,
      botId,
      metadata,
      code: s.new_state,
      subCode: s.event_sub_type ?? null,
      eventType: s.event_type ?? null,
      removed: removedByParticipant(s.event_metadata),
      at: new Date(s.created_at),
    };
  }
  if (trigger === "participant_events.join_leave") {
    const parsed = ParticipantEvent.safeParse(data);
    if (!parsed.success) return fail();
    const p = parsed.data;
    if (p.event_type !== "join" && p.event_type !== "leave") return ignored;
    const participant: WebhookParticipant = { id: p.participant_uuid, name: p.participant_name ?? null, email: null, isHost: p.participant_is_host ?? false };
    return { kind: "participant", eventId, botId, metadata, action: p.event_type, participant, at: new Date(p.timestamp_ms) };
  }
  if (trigger === "transcript.update") {
    const parsed = Utterance.safeParse(data);
    if (!parsed.success) return fail();
    const u = parsed.data;
    const converted = toSegment(u, metadata);
    if (!converted) return ignored;
    const speaker: WebhookParticipant | null = u.speaker_uuid ? { id: u.speaker_uuid, name: u.speaker_name ?? null, email: null, isHost: u.speaker_is_host ?? false } : null;
    return { kind: "transcript", eventId, botId, metadata, speaker, segment: converted.segment, at: converted.at };
  }
  const parsed = ChatMessage.safeParse(data);
  if (!parsed.success) return fail();
  const c = parsed.data;
  const atMs = c.timestamp_ms ?? (c.timestamp != null ? c.timestamp * 1000 : null);
  if (atMs === null) return fail();
  const sender: WebhookParticipant | null = c.sender_uuid ? { id: c.sender_uuid, name: c.sender_name ?? null, email: null, isHost: false } : null;
  return { kind: "chat", eventId, botId, metadata, participant: sender, text: c.text, to: c.to ?? null, at: new Date(atMs) };
}
