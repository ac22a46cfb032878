import type { z } from "zod";
import { BotWebhookPayloadError } from "./errors";

const MAX_WEBHOOK_BYTES = 256 * 1024;

/** Refuses an oversized body before its signature is computed over it. */
export function checkWebhookSize(rawBody: string): void {
  if (Buffer.byteLength(rawBody) > MAX_WEBHOOK_BYTES) throw new BotWebhookPayloadError("Webhook body too large");
}

/** A verified body read as the provider's envelope; anything else is the sender's fault (400), never ours. */
export function readEnvelope<T>(rawBody: string, envelope: z.ZodType<T>, notEnvelope: string): T {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new BotWebhookPayloadError("Webhook body is not JSON");
  }
  const parsed = envelope.safeParse(json);
  if (!parsed.success) throw new BotWebhookPayloadError(notEnvelope);
  return parsed.data;
}

/** One event's `data` read with its schema; an event we know by name but cannot read is a 400. */
export function readPayload<T>(schema: z.ZodType<T>, data: unknown, event: string): T {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw unreadable(event);
  return parsed.data;
}

export function unreadable(event: string): BotWebhookPayloadError {
  return new BotWebhookPayloadError(`Unreadable ${event} payload`);
}
