import { attendeeStatus } from "./attendee-status";
import type { BotStatusReport } from "./interface";
import { recallStatus } from "./recall-status";

/**
 * A status the app stored verbatim (a bot event's code and sub-code) read back in the app's terms, by
 * the session's provider name. Any name but "attendee" reads as Recall: the fake provider and the
 * sandbox speak Recall's protocol. Attendee's event type and remover are not stored, so a reason read
 * back can be less specific than the webhook's; the status and `admitted` are exact.
 */
export function readStoredBotStatus(provider: string, stored: { code: string; subCode: string | null; at: Date }): BotStatusReport {
  return provider === "attendee" ? attendeeStatus(stored.code, stored.subCode, stored.at) : recallStatus(stored.code, stored.subCode, stored.at);
}
