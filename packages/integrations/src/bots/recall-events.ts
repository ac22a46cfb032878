import { z } from "zod";
import type { BotWebhookEvent, WebhookParticipant } from "./interface";
import { recallStatus } from "./recall-status";
import { readEnvelope, readPayload, unreadable } from "./webhook-body";

/**
 * Recall's webhook shapes (reference §1.5–1.7) and their translation into the app's terms. What Recall
 * documents as optional is optional here (docs/decisions/040-provider-tolerance.md): the official sample
 * schemas (recallai/sample-apps bot_real_time_transcription/src/schemas) allow a word with only
 * `relative`, an `absolute` of null and a participant whose `id` is null (a dial-in).
 */

const Participant = z.object({
  id: z.union([z.number(), z.string()]).nullable().optional(),
  name: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  is_host: z.boolean().nullable().optional(),
});
const IsoDate = z.string().refine((s) => !Number.isNaN(Date.parse(s)), "not a date");
const Timestamp = z.object({ absolute: IsoDate.nullable().optional(), relative: z.number().finite() });
const BotRef = z.object({ id: z.string(), metadata: z.record(z.string(), z.string()).nullable().optional() });
const StatusEvent = z.object({ data: z.object({ code: z.string(), sub_code: z.string().nullable().optional(), updated_at: IsoDate }), bot: BotRef });
// docs.recall.ai/v1.10/reference/bot-status-change-events: one event for every change, bot id and metadata-less.
const LegacyStatusEvent = z.object({ bot_id: z.string(), status: z.object({ code: z.string(), sub_code: z.string().nullable().optional(), created_at: IsoDate }) });
const ParticipantEvent = z.object({ data: z.object({ participant: Participant, timestamp: Timestamp }), bot: BotRef });
// Reference §1.5: the inner `data.data.data` is `{text, to}` only for chat_message.
const ChatEvent = z.object({
  data: z.object({ participant: Participant.nullable().optional(), timestamp: Timestamp, data: z.object({ text: z.string().max(8192), to: z.string().nullable().optional() }) }),
  bot: BotRef,
});
const TranscriptEvent = z.object({
  data: z.object({
    participant: Participant.nullable().optional(),
    words: z.array(z.object({ text: z.string(), start_timestamp: Timestamp, end_timestamp: Timestamp.nullable().optional() })).min(1),
  }),
  bot: BotRef,
});
const Envelope = z.object({ event: z.string().max(200), data: z.unknown() });

/** What every event about a bot starts with. */
const about = (eventId: string, bot: z.infer<typeof BotRef>) => ({ eventId, botId: bot.id, metadata: bot.metadata ?? {} });

/** A real-time event's clock time: Recall's `absolute` when it sent one, else when it reached us (real-time events arrive within seconds). */
const clockTime = (t: z.infer<typeof Timestamp>, receivedAt: Date) => (t.absolute ? new Date(t.absolute) : receivedAt);

/**
 * A verified body → our event. Events we do not read, and `bot.*` events in a shape we do not know
 * (Recall adds events without notice), are acknowledged and stored as ignored, never a 400 that Svix
 * would retry for a day.
 */
export function parseRecallEvent(eventId: string, rawBody: string, receivedAt: Date): BotWebhookEvent {
  const { event, data } = readEnvelope(rawBody, Envelope, "Webhook body has no event name");
  if (event === "bot.status_change") {
    const legacy = LegacyStatusEvent.safeParse(data);
    if (!legacy.success) throw unreadable(event);
    const { bot_id: botId, status } = legacy.data;
    return { kind: "status", eventId, botId, metadata: {}, ...recallStatus(status.code, status.sub_code ?? null, new Date(status.created_at)) };
  }
  if (event.startsWith("bot.")) {
    const parsed = StatusEvent.safeParse(data);
    if (!parsed.success) return ignored(eventId, event, data);
    const { data: status, bot } = parsed.data;
    return { kind: "status", ...about(eventId, bot), ...recallStatus(status.code, status.sub_code ?? null, new Date(status.updated_at)) };
  }
  if (event === "participant_events.join" || event === "participant_events.leave") {
    const { data: inner, bot } = readPayload(ParticipantEvent, data, event);
    const who = participant(inner.participant);
    if (!who) return ignored(eventId, event, data);
    const action = event === "participant_events.join" ? "join" : "leave";
    return { kind: "participant", ...about(eventId, bot), action, participant: who, at: clockTime(inner.timestamp, receivedAt) };
  }
  if (event === "participant_events.chat_message") {
    const { data: inner, bot } = readPayload(ChatEvent, data, event);
    const sender = inner.participant ? participant(inner.participant) : null;
    return { kind: "chat", ...about(eventId, bot), participant: sender, text: inner.data.text, to: inner.data.to ?? null, at: clockTime(inner.timestamp, receivedAt) };
  }
  if (event === "transcript.data") return transcriptEvent(eventId, readPayload(TranscriptEvent, data, event), receivedAt);
  return ignored(eventId, event, data);
}

function ignored(eventId: string, event: string, data: unknown): BotWebhookEvent {
  const botId = (data as { bot?: { id?: unknown } } | null)?.bot?.id;
  return { kind: "ignored", eventId, botId: typeof botId === "string" ? botId : null, event };
}

function transcriptEvent(eventId: string, { data: inner, bot }: z.infer<typeof TranscriptEvent>, receivedAt: Date): BotWebhookEvent {
  const [first] = inner.words;
  const last = inner.words.at(-1);
  if (!first || !last) throw unreadable("transcript.data");
  // A speaker with no id (a dial-in) still has a name for the transcript line; only an id can be tracked as a participant.
  const speaker = inner.participant?.id != null ? participant(inner.participant) : null;
  return {
    kind: "transcript",
    ...about(eventId, bot),
    speaker,
    segment: {
      speaker: inner.participant?.name ?? null,
      startSeconds: first.start_timestamp.relative,
      endSeconds: Math.max(first.start_timestamp.relative, (last.end_timestamp ?? last.start_timestamp).relative),
      text: inner.words.map((w) => w.text).join(" "),
    },
    at: clockTime(first.start_timestamp, receivedAt),
  };
}

/** A participant in the app's terms; one without an id is known by name (stable within a meeting), one with neither is nobody we can track. */
function participant(p: z.infer<typeof Participant>): WebhookParticipant | null {
  const id = p.id != null ? String(p.id) : p.name ? `name:${p.name}` : null;
  if (!id) return null;
  return { id, name: p.name ?? null, email: p.email ?? null, isHost: p.is_host ?? false };
}
