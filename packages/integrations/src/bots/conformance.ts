/**
 * Every provider endpoint the product calls and every event it consumes, with its source of truth and what
 * checks it: `fixture` (the provider's documented payload, kept in fixtures/, run through our parser),
 * `emulation` (the sandbox in packages/sandbox, written from the source named), `stub` (a local server asserting
 * the request, where the emulation does not cover the call yet). conformance.test.ts checks the list against the fixtures
 * and prints it.
 */
export interface ConformanceEntry {
  provider: "recall" | "attendee";
  kind: "endpoint" | "event";
  name: string;
  source: string;
  verifiedBy: "fixture" | "emulation" | "stub";
  /** The test file that checks it (relative to the repository root). */
  evidence: string;
  /** Fixture names (fixtures/*.ts) covering an event. */
  fixtures?: string[];
}

const RECALL_SANDBOX = "packages/integrations/src/bots/recall-provider.test.ts";
const ATTENDEE_STUB = "packages/integrations/src/bots/attendee-provider.test.ts";
const ATTENDEE_SANDBOX = "packages/integrations/src/bots/attendee-sandbox.test.ts";
const FIXTURES = "packages/integrations/src/bots/fixtures.test.ts";

export const CONFORMANCE: ConformanceEntry[] = [
  { provider: "recall", kind: "endpoint", name: "POST /api/v1/bot/ (create, Idempotency-Key, 507)", source: "docs.recall.ai/docs/bot_create, /reference/idempotency, /reference/errors", verifiedBy: "emulation", evidence: RECALL_SANDBOX },
  { provider: "recall", kind: "endpoint", name: "GET /api/v1/bot/{id}/", source: "docs.recall.ai (bot object); recallai/sample-apps", verifiedBy: "emulation", evidence: RECALL_SANDBOX },
  { provider: "recall", kind: "endpoint", name: "GET /api/v1/bot/?metadata__session_id= (findBot, checkAccount)", source: "recallai/sample-apps bot_delete_scheduled_bots", verifiedBy: "emulation", evidence: "packages/services/src/bots/booking/schedule.integration.test.ts" },
  { provider: "recall", kind: "endpoint", name: "POST /api/v1/bot/{id}/leave_call/", source: "docs.recall.ai/reference/bot_leave_call_create", verifiedBy: "emulation", evidence: RECALL_SANDBOX },
  { provider: "recall", kind: "endpoint", name: "DELETE /api/v1/bot/{id}/ (405 once dispatched)", source: "docs.recall.ai/reference/bot_destroy, /reference/errors", verifiedBy: "emulation", evidence: RECALL_SANDBOX },
  { provider: "recall", kind: "endpoint", name: "POST /api/v1/bot/{id}/send_chat_message/", source: "docs.recall.ai/reference-link/bot_send_chat_message_create", verifiedBy: "emulation", evidence: RECALL_SANDBOX },
  { provider: "recall", kind: "endpoint", name: "POST /api/v1/bot/{id}/output_audio/", source: "docs.recall.ai/reference/bot_output_audio_create", verifiedBy: "emulation", evidence: RECALL_SANDBOX },
  { provider: "recall", kind: "endpoint", name: "POST /api/v1/bot/{id}/delete_media/", source: "docs.recall.ai (delete media)", verifiedBy: "emulation", evidence: RECALL_SANDBOX },
  { provider: "recall", kind: "endpoint", name: "GET /api/v1/bot/{id}/transcript/ (legacy)", source: "docs.recall.ai/reference/bot_transcript_list", verifiedBy: "emulation", evidence: RECALL_SANDBOX },
  { provider: "recall", kind: "event", name: "webhook signature (workspace secret; older workspaces' endpoint secret, svix-*)", source: "docs.recall.ai/docs/authenticating-requests-from-recallai; docs.svix.com manual verification", verifiedBy: "emulation", evidence: RECALL_SANDBOX },
  { provider: "recall", kind: "event", name: "bot.<code> status events", source: "docs.recall.ai/docs/bot-status-change-events, /docs/sub-codes", verifiedBy: "fixture", evidence: FIXTURES, fixtures: ["bot.in_call_recording", "bot.call_ended kicked", "bot.done", "bot.fatal with a sub-code not in any list"] },
  { provider: "recall", kind: "event", name: "bot.status_change (legacy)", source: "docs.recall.ai/v1.10/reference/bot-status-change-events", verifiedBy: "fixture", evidence: FIXTURES, fixtures: ["legacy bot.status_change"] },
  { provider: "recall", kind: "event", name: "transcript.data", source: "docs.recall.ai/docs/real-time-event-payloads; sample-apps schemas; /docs/transcription-faq", verifiedBy: "fixture", evidence: FIXTURES, fixtures: ["transcript.data with absolute and relative timestamps", "transcript.data with relative-only timestamps", "transcript.data with absolute: null and a null participant id", "transcript.data with no speaker (someone spoke before the bot joined)"] },
  { provider: "recall", kind: "event", name: "participant_events.join / .leave", source: "docs.recall.ai/docs/real-time-event-payloads", verifiedBy: "fixture", evidence: FIXTURES, fixtures: ["participant_events.join", "participant_events.leave with a relative-only timestamp and a null participant id"] },
  { provider: "recall", kind: "event", name: "participant_events.chat_message", source: "docs.recall.ai/docs/real-time-event-payloads", verifiedBy: "fixture", evidence: FIXTURES, fixtures: ["participant_events.chat_message"] },
  { provider: "recall", kind: "event", name: "events not read (stored as other)", source: "docs/decisions/040-provider-tolerance.md", verifiedBy: "fixture", evidence: FIXTURES, fixtures: ["participant_events.speech_on (not read by the product)", "transcript.done artifact event", "a bot.* event in a shape this adapter does not know (e.g. a breakout room notice)"] },
  { provider: "attendee", kind: "endpoint", name: "POST /api/v1/bots (Zoom web SDK, U+FFFF rule, join_at not past, deduplication_key)", source: "attendee-labs/attendee bots/serializers.py, bots/bots_api_views.py", verifiedBy: "emulation", evidence: ATTENDEE_SANDBOX },
  { provider: "attendee", kind: "endpoint", name: "POST /api/v1/bots/{id}/delete_data (only from ended / fatal_error)", source: "attendee-labs/attendee bots/bots_api_views.py", verifiedBy: "emulation", evidence: ATTENDEE_SANDBOX },
  { provider: "attendee", kind: "event", name: "webhook delivery (X-Webhook-Signature, 3 attempts)", source: "attendee-labs/attendee bots/webhook_utils.py, bots/tasks/deliver_webhook_task.py", verifiedBy: "emulation", evidence: ATTENDEE_SANDBOX },
  { provider: "attendee", kind: "endpoint", name: "GET /api/v1/bots?deduplication_key= (findBot)", source: "attendee-labs/attendee bots/bots_api_views.py", verifiedBy: "stub", evidence: ATTENDEE_STUB },
  { provider: "attendee", kind: "endpoint", name: "GET /api/v1/bots/{id}, /transcript", source: "attendee-labs/attendee openapi.yml (its docs)", verifiedBy: "stub", evidence: ATTENDEE_STUB },
  { provider: "attendee", kind: "endpoint", name: "POST /api/v1/bots/{id}/leave, send_chat_message, speech, output_audio; DELETE /api/v1/bots/{id}", source: "attendee-labs/attendee openapi.yml (its docs), bots/bots_api_views.py", verifiedBy: "stub", evidence: ATTENDEE_STUB },
  { provider: "attendee", kind: "event", name: "X-Webhook-Signature", source: "attendee-labs/attendee bots/webhook_utils.py (Python-signed fixtures)", verifiedBy: "fixture", evidence: "packages/integrations/src/bots/attendee-signature.test.ts" },
  { provider: "attendee", kind: "event", name: "bot.state_change", source: "attendee-labs/attendee bots/models.py and its webhooks.md", verifiedBy: "fixture", evidence: FIXTURES, fixtures: ["bot.state_change joined_recording", "bot.state_change post_processing after meeting_ended", "bot.state_change ended after post_processing_completed", "bot.state_change fatal_error from a lobby timeout", "bot.state_change fatal_error after the meeting ended normally"] },
  { provider: "attendee", kind: "event", name: "transcript.update (incl. revised captions)", source: "attendee-labs/attendee bots/webhook_payloads.py, bots/bot_controller/closed_caption_manager.py", verifiedBy: "fixture", evidence: FIXTURES, fixtures: ["transcript.update, first version of a caption", "transcript.update, revised caption (same timestamp_ms, new key, longer)"] },
  { provider: "attendee", kind: "event", name: "participant_events.join_leave", source: "attendee-labs/attendee bots/serializers.py", verifiedBy: "fixture", evidence: FIXTURES, fixtures: ["participant_events.join_leave join"] },
  { provider: "attendee", kind: "event", name: "chat_messages.update", source: "attendee-labs/attendee bots/serializers.py", verifiedBy: "fixture", evidence: FIXTURES, fixtures: ["chat_messages.update"] },
  { provider: "attendee", kind: "event", name: "triggers not read (stored as other)", source: "attendee-labs/attendee webhooks.md (its docs)", verifiedBy: "fixture", evidence: FIXTURES, fixtures: ["bot_logs.update (a trigger the product does not read)"] },
];
