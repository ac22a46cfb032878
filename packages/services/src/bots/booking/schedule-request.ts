import type { BotSession } from "@understudy/db/schema";
import type { CreateBotRequest } from "@understudy/integrations/bots";
import { PRODUCT_NAME } from "../sessions/deploy";
import type { Owner } from "./schedule-owners";

const MAX_BOT_NAME = 100;
const SUFFIX = ` (via ${PRODUCT_NAME})`;

/** "{name} (via Understudy)", the name shortened so that the whole fits the provider's 100 characters. */
export function botNameFor(owner: Pick<Owner, "name" | "email">): string {
  const name = owner.name?.trim() || owner.email;
  return `${name.length + SUFFIX.length > MAX_BOT_NAME ? `${name.slice(0, MAX_BOT_NAME - SUFFIX.length - 1).trimEnd()}…` : name}${SUFFIX}`;
}

/** The idempotency key of a booking: its meeting, its start and the booking itself, so a retried create finds the first bot. */
export function bookingKey(session: Pick<BotSession, "id" | "meetingId" | "joinAt">): string {
  return `understudy:${session.meetingId ?? "none"}:${session.joinAt?.getTime() ?? 0}:${session.id}`;
}

/** What the provider is asked to create for a booking (`owner` null: only to find a bot a dead run may have made). */
export function requestFor(session: BotSession, owner: Pick<Owner, "name" | "email"> | null, realtimeWebhookUrl: string | null, now: Date): CreateBotRequest {
  return {
    meetingUrl: session.meetingUrl,
    botName: session.botName,
    // On time: the bot asks to join at the start (the owner's grace starts when it is admitted). A
    // meeting that has already started is joined now.
    joinAt: session.joinAt && session.joinAt > now ? session.joinAt : null,
    metadata: {
      session_id: session.id,
      ...(session.meetingId ? { meeting_id: session.meetingId } : {}),
      ...(owner ? { owner_name: owner.name ?? "", owner_email: owner.email } : {}),
    },
    realtimeWebhookUrl,
    idempotencyKey: bookingKey(session),
  };
}
