import { z } from "zod";
import { attendeeStatus, stateAfterEvent } from "./attendee-status";
import type { BotStatusReport, BotWebhookEvent, ProviderBot, TranscriptSegment, WebhookParticipant } from "./interface";
import { readEnvelope, readPayload, unreadable } from "./webhook-body";

/**
 * Attendee's shapes (reference §2.2–2.6) and their translation into the app's terms (statuses by
 * attendee-status.ts); states, event types and sub-types stay verbatim only as the report's `raw`.
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

/** The bot object → ProviderBot; its event log becomes state changes ending in the current state. */
export function toProviderBot(body: unknown): ProviderBot {
  const bot = BotObject.parse(body);
  const statusChanges: BotStatusReport[] = bot.events.flatMap((e) => {
    const state = stateAfterEvent(e.type);
    return state ? [attendeeStatus(state, e.sub_type ?? null, new Date(e.created_at), { eventType: e.type })] : [];
  });
  const last = bot.events.at(-1);
  if (last && statusChanges.at(-1)?.raw.code !== bot.state) statusChanges.push(attendeeStatus(bot.state, last.sub_type ?? null, new Date(last.created_at), { eventType: last.type }));
  return { id: bot.id, botName: bot.bot_name ?? null, joinAt: bot.join_at ? new Date(bot.join_at) : null, metadata: stringMetadata(bot.metadata), statusChanges };
}

/** Teams names who removed the bot: `bot_removed_by` in current docs, `remover_*` keys in the reference's commit. */
function removedByParticipant(metadata: Record<string, unknown> | null | undefined): boolean {
  if (!metadata) return false;
  return (metadata.bot_removed_by !== null && typeof metadata.bot_removed_by === "object") || Object.keys(metadata).some((k) => k.startsWith("remover_") && metadata[k] != null);
}

/** The triggers about a bot that the app reads (and asks Attendee to send). */
export const BOT_TRIGGERS = ["bot.state_change", "participant_events.join_leave", "transcript.update", "chat_messages.update"];

/** A verified body → our event. Unknown triggers are acknowledged and ignored, never an error. */
export function parseAttendeeEvent(rawBody: string): BotWebhookEvent {
  const envelope = readEnvelope(rawBody, Envelope, "Webhook body is not an Attendee envelope");
  const { idempotency_key: eventId, trigger, data } = envelope;
  const botId = envelope.bot_id ?? null;
  const ignored = { kind: "ignored" as const, eventId, botId, event: trigger };
  if (!BOT_TRIGGERS.includes(trigger)) return ignored;
  if (!botId) throw unreadable(trigger);
  const about = { eventId, botId, metadata: stringMetadata(envelope.bot_metadata) };

  if (trigger === "bot.state_change") {
    const s = readPayload(StateChange, data, trigger);
    const context = { eventType: s.event_type ?? null, removed: removedByParticipant(s.event_metadata) };
    return { kind: "status", ...about, ...attendeeStatus(s.new_state, s.event_sub_type ?? null, new Date(s.created_at), context) };
  }
  if (trigger === "participant_events.join_leave") {
    const p = readPayload(ParticipantEvent, data, trigger);
    if (p.event_type !== "join" && p.event_type !== "leave") return ignored;
    const participant = person(p.participant_uuid, p.participant_name, p.participant_is_host);
    return { kind: "participant", ...about, action: p.event_type, participant, at: new Date(p.timestamp_ms) };
  }
  if (trigger === "transcript.update") {
    const u = readPayload(Utterance, data, trigger);
    const converted = toSegment(u, about.metadata);
    if (!converted) return ignored;
    const speaker = u.speaker_uuid ? person(u.speaker_uuid, u.speaker_name, u.speaker_is_host) : null;
    return { kind: "transcript", ...about, speaker, segment: converted.segment, at: converted.at };
  }
  const c = readPayload(ChatMessage, data, trigger);
  const atMs = c.timestamp_ms ?? (c.timestamp != null ? c.timestamp * 1000 : null);
  if (atMs === null) throw unreadable(trigger);
  const sender = c.sender_uuid ? person(c.sender_uuid, c.sender_name, false) : null;
  return { kind: "chat", ...about, participant: sender, text: c.text, to: c.to ?? null, at: new Date(atMs) };
}

/** Attendee names people by uuid and display name only; no email reaches a webhook. */
function person(id: string, name: string | null | undefined, isHost: boolean | null | undefined): WebhookParticipant {
  return { id, name: name ?? null, email: null, isHost: isHost ?? false };
}
