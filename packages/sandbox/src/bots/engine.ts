import { randomUUID } from "node:crypto";
import type { SandboxContext } from "../core/context";
import type { ParsedMeetingUrl } from "./meeting-url";
import { buildScript, scenarioFor, type Scenario, type ScriptParticipant, type ScriptStep } from "./scenarios";
import { signWebhook } from "./signature";

export const BOT_WEBHOOK_FAULTS = ["duplicate", "reorder", "fail", "late"] as const;
/** How long a `late` delivery is held back, past the ones after it (Svix gives no ordering and retries for a day). */
const LATE_DELIVERY_MS = 1500;

/**
 * Shapes Recall documents besides the one it sends most, each switched on for the whole workspace:
 * `relative_timestamps_only`: words and participant events carry only `relative` (docs.recall.ai/docs/real-time-event-payloads;
 *   `absolute` is optional in recallai/sample-apps bot_real_time_transcription/src/schemas);
 * `null_participant_ids`: participants with `id: null` (same schemas: a dial-in or unidentified speaker);
 * `legacy_status_event`: one `bot.status_change` event for every change (docs.recall.ai/v1.10/reference/bot-status-change-events).
 */
export const RECALL_VARIANTS = ["relative_timestamps_only", "null_participant_ids", "legacy_status_event"] as const;
export type RecallVariant = (typeof RECALL_VARIANTS)[number];
export const BOT_WEBHOOK_FAULT_NAMESPACE = "bots_webhooks";

export interface BotsConfig {
  /** Dashboard webhook endpoint: receives every `bot.<code>` status event. */
  webhookUrl: string | null;
  /** `whsec_…` workspace verification secret that signs every request. */
  webhookSecret: string;
  /** Meeting seconds per real second: 1 plays in real time, 600 plays a 10-minute meeting in 1 s. */
  timeScale: number;
  /** The API key clients must send (`Authorization: Token <key>` or the bare key). */
  apiKey: string;
  /**
   * The workspace's standing, as Recall's error guide lists it: `available`; `out_of_credit` (a self-serve
   * workspace with no credit left: every call answers 402); `overloaded` (every call answers 503 with
   * Retry-After until it is set back). Unlike the one-shot faults, it lasts until changed or reset.
   */
  capacity: BotCapacity;
  /** Documented shape variants in force (see RECALL_VARIANTS). */
  variants: RecallVariant[];
  /**
   * A workspace created before 2025-12-15 (docs.recall.ai/docs/authenticating-requests-from-recallai): the dashboard
   * endpoint's own Svix secret, which signs status webhooks with `svix-*` headers; real-time ones keep the workspace
   * secret. Null: one workspace secret signs everything.
   */
  statusWebhookSecret: string | null;
}

export const BOT_CAPACITIES = ["available", "out_of_credit", "overloaded"] as const;
export type BotCapacity = (typeof BOT_CAPACITIES)[number];

interface RealtimeEndpoint {
  id: string;
  url: string;
  events: string[];
}

export interface StatusChange {
  code: string;
  sub_code: string | null;
  message: string | null;
  created_at: string;
}

export interface BotRecord {
  id: string;
  meetingUrl: ParsedMeetingUrl;
  botName: string;
  joinAt: string | null;
  metadata: Record<string, string>;
  scenario: Scenario;
  statusChanges: StatusChange[];
  transcript: { speaker: string; speaker_id: number; words: { text: string; start_time: number; end_time: number }[] }[];
  participants: Map<number, ScriptParticipant & { events: { code: "join" | "leave"; created_at: string }[] }>;
  /** What the bot said in the chat (send_chat_message), for tests to read. */
  chat: { to: string; message: string; pin: boolean; sent_at: string }[];
  /** What the bot played (output_audio): size, when, and whether the bytes look like an mp3. */
  audio: { bytes: number; mp3: boolean; sent_at: string; said: string | null; voice: string | null }[];
  /** What scripted participants typed in the chat. */
  participantChat: { participant: string; text: string; at: string }[];
  realtimeEndpoints: RealtimeEndpoint[];
  recordingId: string;
  /** When `delete_media` wiped the recording, transcript and chat (ISO), for tests to check; null while kept. */
  mediaDeletedAt: string | null;
  /** Wall-clock ms when the script's second 0 happens (dispatch). */
  startsAtMs: number;
  timers: Set<NodeJS.Timeout>;
}

export interface CreateBotInput {
  meetingUrl: ParsedMeetingUrl;
  rawMeetingUrl: string;
  botName: string;
  joinAt: string | null;
  metadata: Record<string, string>;
  waitingRoomTimeout: number;
  nooneJoinedTimeout: number;
  realtimeEndpoints: { url: string; events: string[] }[];
}

export interface DeliveryRecord {
  webhook_id: string;
  event: string;
  url: string;
  status: number | null;
  attempt: number;
}

interface Outgoing {
  url: string;
  event: string;
  body: string;
  kind: "status" | "realtime";
}

/** The id is fixed per message (same across retries and duplicate sends), as Svix does. */
const newMessageId = () => `msg_${randomUUID().replaceAll("-", "").slice(0, 20)}`;

const IN_CALL = new Set(["in_call_not_recording", "in_call_recording", "recording_permission_allowed", "recording_permission_denied"]);
const TERMINAL = new Set(["call_ended", "done", "fatal"]);
const MAX_ATTEMPTS = 4;

/** The emulated bot fleet: runs each bot's script on timers and delivers signed webhooks in order. */
export class BotEngine {
  readonly bots = new Map<string, BotRecord>();
  readonly deliveries: DeliveryRecord[] = [];
  /** Idempotency-Key → the bot its request made, and when (docs.recall.ai/reference/idempotency: answered again for an hour). */
  readonly idempotency = new Map<string, { botId: string; atMs: number }>();
  /** Idempotency keys of requests still being processed: a second one meanwhile gets 409 (same page). */
  readonly idempotencyInFlight = new Set<string>();
  #queues = new Map<string, Promise<void>>();
  #held: Outgoing | null = null;
  #generation = 0;

  constructor(
    private readonly ctx: SandboxContext,
    readonly config: BotsConfig,
  ) {
    ctx.faults.define(BOT_WEBHOOK_FAULT_NAMESPACE, BOT_WEBHOOK_FAULTS);
    ctx.onReset(() => this.reset());
    this.#configured = { variants: [...config.variants], statusWebhookSecret: config.statusWebhookSecret };
  }

  /** The workspace as started: a reset returns to it. */
  readonly #configured: Pick<BotsConfig, "variants" | "statusWebhookSecret">;

  create(input: CreateBotInput): BotRecord {
    const nowMs = this.ctx.now().getTime();
    const joinAtMs = input.joinAt ? Date.parse(input.joinAt) : nowMs;
    const bot: BotRecord = {
      id: randomUUID(),
      meetingUrl: input.meetingUrl,
      botName: input.botName,
      joinAt: input.joinAt,
      metadata: input.metadata,
      scenario: scenarioFor(input.rawMeetingUrl),
      statusChanges: [],
      transcript: [],
      participants: new Map(),
      chat: [],
      audio: [],
      participantChat: [],
      realtimeEndpoints: input.realtimeEndpoints.map((e) => ({ id: randomUUID(), ...e })),
      recordingId: randomUUID(),
      mediaDeletedAt: null,
      startsAtMs: Math.max(nowMs, joinAtMs),
      timers: new Set(),
    };
    this.bots.set(bot.id, bot);
    const script = buildScript(bot.scenario, {
      owner: { name: input.metadata.owner_name ?? "Meeting Owner", email: input.metadata.owner_email ?? null },
      waitingRoomTimeout: input.waitingRoomTimeout,
      nooneJoinedTimeout: input.nooneJoinedTimeout,
    });
    // A scheduled bot waits for join_at, compressed by the same time scale as the meeting itself.
    const dispatchDelay = (bot.startsAtMs - nowMs) / this.config.timeScale;
    for (const step of script) this.#schedule(bot, dispatchDelay + (step.at * 1000) / this.config.timeScale, () => this.#play(bot, step));
    return bot;
  }

  isDispatched(bot: BotRecord): boolean {
    return bot.statusChanges.length > 0;
  }

  isInCall(bot: BotRecord): boolean {
    return IN_CALL.has(bot.statusChanges.at(-1)?.code ?? "");
  }

  isFinished(bot: BotRecord): boolean {
    return TERMINAL.has(bot.statusChanges.at(-1)?.code ?? "");
  }

  /** `leave_call`: the rest of the script is dropped; the bot ends with `bot_received_leave_call`. */
  leave(bot: BotRecord): void {
    this.#cancel(bot);
    // In meeting time, like the script, and never before the last status change.
    const last = Date.parse(bot.statusChanges.at(-1)?.created_at ?? "") || 0;
    const at = Math.max(last, bot.startsAtMs + this.relativeSeconds(bot) * 1000);
    this.#status(bot, "call_ended", "bot_received_leave_call", new Date(at).toISOString());
    this.#schedule(bot, 2000 / this.config.timeScale, () => this.#status(bot, "done", null, new Date(at + 2000).toISOString()));
  }

  /** `DELETE /bot/{id}/` of a scheduled bot that has not been dispatched. */
  cancelScheduled(bot: BotRecord): void {
    this.#cancel(bot);
    this.bots.delete(bot.id);
  }

  /**
   * `delete_media`: the recording, transcript and chat are gone. Whether Recall accepts it for a bot still in
   * the call is not documented; the sandbox stops the bot's script so nothing more is captured.
   */
  deleteMedia(bot: BotRecord): void {
    this.#cancel(bot);
    bot.transcript = [];
    bot.participantChat = [];
    bot.mediaDeletedAt ??= this.ctx.now().toISOString();
  }

  reset(): void {
    this.#generation++;
    this.config.capacity = "available";
    this.config.variants = [...this.#configured.variants];
    this.config.statusWebhookSecret = this.#configured.statusWebhookSecret;
    for (const bot of this.bots.values()) this.#cancel(bot);
    this.bots.clear();
    this.idempotency.clear();
    this.idempotencyInFlight.clear();
    this.deliveries.length = 0;
    this.#queues.clear();
    this.#held = null;
  }

  /** Script time of "now" for a bot, in meeting seconds since dispatch. */
  relativeSeconds(bot: BotRecord): number {
    return Math.max(0, ((this.ctx.now().getTime() - bot.startsAtMs) * this.config.timeScale) / 1000);
  }

  #schedule(bot: BotRecord, delayMs: number, run: () => void): void {
    const timer = setTimeout(() => {
      bot.timers.delete(timer);
      run();
    }, Math.max(0, delayMs));
    timer.unref();
    bot.timers.add(timer);
  }

  #cancel(bot: BotRecord): void {
    for (const timer of bot.timers) clearTimeout(timer);
    bot.timers.clear();
  }

  /** Scripted moments carry scripted timestamps: dispatch time plus the step's meeting seconds. */
  #at(bot: BotRecord, seconds: number): string {
    return new Date(bot.startsAtMs + seconds * 1000).toISOString();
  }

  #play(bot: BotRecord, step: ScriptStep): void {
    if (step.kind === "status") return this.#status(bot, step.code, step.sub_code, this.#at(bot, step.at));
    const variants = new Set(this.config.variants);
    const participant = { id: variants.has("null_participant_ids") ? null : step.participant.id, name: step.participant.name, is_host: step.participant.is_host, platform: "desktop", extra_data: {}, email: step.participant.email };
    const stamp = (seconds: number) => (variants.has("relative_timestamps_only") ? { relative: seconds } : { relative: seconds, absolute: this.#at(bot, seconds) });
    const common = { bot: { id: bot.id, metadata: bot.metadata }, recording: { id: bot.recordingId, metadata: {} } };
    if (step.kind === "transcript") {
      const words = step.text.split(" ");
      const per = step.duration / words.length;
      const wordObjects = words.map((text, i) => ({
        text,
        start_timestamp: stamp(step.at + i * per),
        end_timestamp: stamp(step.at + (i + 1) * per),
      }));
      bot.transcript.push({ speaker: participant.name, speaker_id: step.participant.id, words: wordObjects.map((w) => ({ text: w.text, start_time: w.start_timestamp.relative, end_time: w.end_timestamp.relative })) });
      return this.#realtime(bot, "transcript.data", (endpoint) => ({
        data: { participant, words: wordObjects },
        realtime_endpoint: { id: endpoint.id, metadata: {} },
        transcript: { id: bot.recordingId, metadata: {} },
        ...common,
      }));
    }
    if (step.kind === "chat") {
      bot.participantChat.push({ participant: participant.name, text: step.text, at: this.#at(bot, step.at) });
      return this.#realtime(bot, "participant_events.chat_message", (endpoint) => ({
        data: { participant, timestamp: stamp(step.at), data: { text: step.text, to: "everyone" } },
        realtime_endpoint: { id: endpoint.id, metadata: {} },
        participant_events: { id: bot.recordingId, metadata: {} },
        ...common,
      }));
    }
    const entry = bot.participants.get(step.participant.id) ?? { ...step.participant, events: [] };
    entry.events.push({ code: step.kind, created_at: this.#at(bot, step.at) });
    bot.participants.set(step.participant.id, entry);
    this.#realtime(bot, `participant_events.${step.kind}`, (endpoint) => ({
      data: { participant, timestamp: stamp(step.at), data: null },
      realtime_endpoint: { id: endpoint.id, metadata: {} },
      participant_events: { id: bot.recordingId, metadata: {} },
      ...common,
    }));
  }

  #status(bot: BotRecord, code: string, subCode: string | null, at?: string): void {
    const change: StatusChange = { code, sub_code: subCode, message: null, created_at: at ?? this.ctx.now().toISOString() };
    bot.statusChanges.push(change);
    if (!this.config.webhookUrl) return;
    const body = this.config.variants.includes("legacy_status_event")
      ? { event: "bot.status_change", data: { bot_id: bot.id, status: { code, created_at: change.created_at, sub_code: subCode, message: null, recording_id: bot.recordingId } } }
      : { event: `bot.${code}`, data: { data: { code, sub_code: subCode, updated_at: change.created_at }, bot: { id: bot.id, metadata: bot.metadata } } };
    this.#enqueue(bot.id, this.config.webhookUrl, body.event, JSON.stringify(body), "status");
  }

  #realtime(bot: BotRecord, event: string, build: (endpoint: RealtimeEndpoint) => object): void {
    for (const endpoint of bot.realtimeEndpoints) {
      if (!endpoint.events.includes(event)) continue;
      this.#enqueue(bot.id, endpoint.url, event, JSON.stringify({ event, data: build(endpoint) }), "realtime");
    }
  }

  /** One ordered delivery queue per bot, as status webhooks arrive in order of occurrence. */
  #enqueue(botId: string, url: string, event: string, body: string, kind: "status" | "realtime"): void {
    const { faults } = this.ctx;
    const ns = BOT_WEBHOOK_FAULT_NAMESPACE;
    const batch: Outgoing[] = [];
    if (faults.consume(ns, "reorder") && !this.#held) {
      this.#held = { url, event, body, kind };
      return;
    }
    if (faults.consume(ns, "late")) {
      const generation = this.#generation;
      const id = newMessageId();
      const timer = setTimeout(() => void (generation === this.#generation ? this.#deliver({ url, event, body, kind }, id) : undefined), LATE_DELIVERY_MS);
      timer.unref();
      return;
    }
    batch.push({ url, event, body, kind });
    if (this.#held) {
      batch.push(this.#held);
      this.#held = null;
    }
    if (faults.consume(ns, "duplicate")) batch.push({ url, event, body, kind });
    const drop = faults.consume(ns, "fail");
    const generation = this.#generation;
    const ids = new Map<string, string>();
    for (const item of batch) {
      const id = ids.get(item.body) ?? newMessageId();
      ids.set(item.body, id);
      const previous = this.#queues.get(botId) ?? Promise.resolve();
      const next = previous.then(() => (generation === this.#generation && !drop ? this.#deliver(item, id) : undefined));
      this.#queues.set(botId, next);
    }
  }

  /** Status webhooks of an older workspace are signed by their endpoint's Svix secret; everything else by the workspace secret. */
  #signature(item: Outgoing, id: string, timestamp: number): Record<string, string> {
    const endpointSecret = this.config.statusWebhookSecret;
    if (item.kind === "status" && endpointSecret) return signWebhook(endpointSecret, id, timestamp, item.body, "svix");
    return signWebhook(this.config.webhookSecret, id, timestamp, item.body);
  }

  async #deliver(item: Outgoing, id: string): Promise<void> {
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const timestamp = Math.floor(this.ctx.now().getTime() / 1000);
      let status: number | null;
      try {
        const response = await fetch(item.url, {
          method: "POST",
          headers: { "content-type": "application/json", "user-agent": "Svix-Webhooks/1.0", ...this.#signature(item, id, timestamp) },
          body: item.body,
          signal: AbortSignal.timeout(15_000),
          redirect: "manual",
        });
        status = response.status;
        await response.body?.cancel();
      } catch {
        status = null;
      }
      this.deliveries.push({ webhook_id: id, event: item.event, url: item.url, status, attempt });
      if (status !== null && status >= 200 && status < 300) return;
      await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** attempt));
    }
  }
}
