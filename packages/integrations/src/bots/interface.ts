/**
 * What Understudy needs from a meeting-bot provider, in the app's own terms. Provider status codes and
 * sub-codes are passed through verbatim (they are not a closed set); the API maps them onto SPEC §4.
 */

export interface CreateBotRequest {
  meetingUrl: string;
  botName: string;
  /** Null = join now (ad-hoc). */
  joinAt: Date | null;
  /** Echoed on every webhook; `session_id` ties events back to our row. */
  metadata: Record<string, string>;
  /** Where participant and transcript events are posted (real-time endpoint). */
  realtimeWebhookUrl: string | null;
  waitingRoomTimeoutSeconds?: number;
  nooneJoinedTimeoutSeconds?: number;
  /** Same key → same bot, so a retried create never books a second bot. */
  idempotencyKey: string;
}

export interface ProviderStatusChange {
  code: string;
  subCode: string | null;
  at: Date;
}

export interface ProviderBot {
  id: string;
  botName: string | null;
  joinAt: Date | null;
  metadata: Record<string, string>;
  statusChanges: ProviderStatusChange[];
}

export interface TranscriptSegment {
  speaker: string | null;
  /** Seconds from the start of the recording. */
  startSeconds: number;
  endSeconds: number;
  text: string;
}

export interface WebhookParticipant {
  id: string;
  name: string | null;
  email: string | null;
  isHost: boolean;
}

/** A verified webhook, normalised. `eventId` is stable across retries and duplicate sends. */
export type BotWebhookEvent =
  | {
      kind: "status";
      eventId: string;
      botId: string;
      metadata: Record<string, string>;
      code: string;
      subCode: string | null;
      at: Date;
      /** What caused the change, where the provider says (Attendee's `event_type`; Recall has none). */
      eventType?: string | null;
      /** The platform reported that a participant removed or refused the bot (Attendee on Teams). */
      removed?: boolean;
    }
  | { kind: "participant"; eventId: string; botId: string; metadata: Record<string, string>; action: "join" | "leave"; participant: WebhookParticipant; at: Date }
  | { kind: "transcript"; eventId: string; botId: string; metadata: Record<string, string>; speaker: WebhookParticipant | null; segment: TranscriptSegment; at: Date }
  /** A chat message someone in the call sent (the bot's own messages are not echoed). `to` is "everyone" or a recipient. */
  | { kind: "chat"; eventId: string; botId: string; metadata: Record<string, string>; participant: WebhookParticipant | null; text: string; to: string | null; at: Date }
  | { kind: "ignored"; eventId: string; botId: string | null; event: string };

export interface MeetingBotProvider {
  readonly name: string;
  createBot(request: CreateBotRequest): Promise<ProviderBot>;
  getBot(botId: string): Promise<ProviderBot>;
  /** Removes the bot from the call. */
  leaveCall(botId: string): Promise<void>;
  /** Cancels a scheduled bot that has not been dispatched; false when it already was. */
  deleteScheduledBot(botId: string): Promise<boolean>;
  sendChatMessage(botId: string, message: string): Promise<void>;
  /** Plays an mp3 clip (base64) in the call. */
  outputAudio(botId: string, mp3Base64: string): Promise<void>;
  getTranscript(botId: string): Promise<TranscriptSegment[]>;
  /** Verifies the signature over the raw body and parses it; throws WebhookSignatureError / BotWebhookPayloadError. */
  parseWebhook(headers: Headers, rawBody: string, now: Date): BotWebhookEvent;
}
