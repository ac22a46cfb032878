import { z } from "zod";
import type { BotWebhookEvent, WebhookParticipant } from "./interface";
import { recallStatus } from "./recall-status";
import { readEnvelope, readPayload, unreadable } from "./webhook-body";

/** Recall's webhook shapes (reference §1.5) and their translation into the app's terms. */

const Participant = z.object({ id: z.union([z.number(), z.string()]), name: z.string().nullable().optional(), email: z.string().nullable().optional(), is_host: z.boolean().nullable().optional() });
const Timestamp = z.object({ absolute: z.string(), relative: z.number() });
const BotRef = z.object({ id: z.string(), metadata: z.record(z.string(), z.string()).nullable().optional() });
const StatusEvent = z.object({ data: z.object({ code: z.string(), sub_code: z.string().nullable().optional(), updated_at: z.string() }), bot: BotRef });
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

/** A verified body → our event. Unknown events are acknowledged and ignored, never an error. */
export function parseRecallEvent(eventId: string, rawBody: string): BotWebhookEvent {
  const { event, data } = readEnvelope(rawBody, Envelope, "Webhook body has no event name");
  if (event.startsWith("bot.")) {
    const { data: status, bot } = readPayload(StatusEvent, data, event);
    return { kind: "status", ...about(eventId, bot), ...recallStatus(status.code, status.sub_code ?? null, new Date(status.updated_at)) };
  }
  if (event === "participant_events.join" || event === "participant_events.leave") {
    const { data: inner, bot } = readPayload(ParticipantEvent, data, event);
    const action = event === "participant_events.join" ? "join" : "leave";
    return { kind: "participant", ...about(eventId, bot), action, participant: participant(inner.participant), at: new Date(inner.timestamp.absolute) };
  }
  if (event === "participant_events.chat_message") {
    const { data: inner, bot } = readPayload(ChatEvent, data, event);
    const sender = inner.participant ? participant(inner.participant) : null;
    return { kind: "chat", ...about(eventId, bot), participant: sender, text: inner.data.text, to: inner.data.to ?? null, at: new Date(inner.timestamp.absolute) };
  }
  if (event === "transcript.data") return transcriptEvent(eventId, readPayload(TranscriptEvent, data, event));
  const botId = (data as { bot?: { id?: unknown } } | null)?.bot?.id;
  return { kind: "ignored", eventId, botId: typeof botId === "string" ? botId : null, event };
}

function transcriptEvent(eventId: string, { data: inner, bot }: z.infer<typeof TranscriptEvent>): BotWebhookEvent {
  const [first] = inner.words;
  const last = inner.words.at(-1);
  if (!first || !last) throw unreadable("transcript.data");
  return {
    kind: "transcript",
    ...about(eventId, bot),
    speaker: inner.participant ? participant(inner.participant) : null,
    segment: {
      speaker: inner.participant?.name ?? null,
      startSeconds: first.start_timestamp.relative,
      endSeconds: (last.end_timestamp ?? last.start_timestamp).relative,
      text: inner.words.map((w) => w.text).join(" "),
    },
    at: new Date(first.start_timestamp.absolute),
  };
}

function participant(p: z.infer<typeof Participant>): WebhookParticipant {
  return { id: String(p.id), name: p.name ?? null, email: p.email ?? null, isHost: p.is_host ?? false };
}
